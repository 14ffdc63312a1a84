/**
 * The slips of the keyboard search forgives in a word, as Meilisearch does: none in a word of fewer
 * than 5 letters, one from 5, two from 9, none in a word with a digit (a model number one character
 * off is another model). A wrong, missing or extra letter is one typo, and so is a swap of two
 * neighbours ("swtich"), which an edit distance alone counts as two.
 */

export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

/**
 * The word with each pair of different neighbours swapped: what the buyer meant, when the slip was
 * a swap.
 */
export function swaps(word: string): string[] {
  const letters = [...word];
  const out: string[] = [];
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [letters[i + 1] as string, letters[i] as string];
    out.push(swapped.join(''));
  }
  return out;
}
