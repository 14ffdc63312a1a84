/**
 * Makes the Arabic web fonts the shop serves (`npm run fonts`): IBM Plex Sans Arabic, 400 and 700,
 * cut down from the @fontsource files (the whole Arabic block and its Persian, Urdu and
 * presentation forms, 43 KB a weight) to the letters, marks and punctuation Arabic is written with,
 * so an Arabic page downloads about a third of the bytes. harfbuzz's subsetter keeps every glyph
 * the shaping rules reach from these characters (joining forms, lam-alef ligatures, mark
 * positions), so any Arabic text shapes as it did; a character outside the ranges falls back to the
 * system's Arabic font, which `unicode-range` in global.css tells the browser before it downloads
 * anything.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Inclusive code point ranges kept in the subset; global.css's `unicode-range` lists the same. */
export const arabicRanges: readonly (readonly [number, number])[] = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061b], // Arabic semicolon
  [0x061f, 0x061f], // Arabic question mark
  [0x0621, 0x063a], // hamza and the letters alef to ghain
  [0x0640, 0x0655], // tatweel, fa to yeh, harakat, shadda, sukun, maddah and hamza marks
  [0x0660, 0x066d], // Arabic-Indic digits, percent sign, decimal and thousands separators
  [0x0670, 0x0671], // superscript alef, alef wasla
  // peh, tcheh, veh, keheh, gaf and Farsi yeh: Gulf spellings of foreign names and brands
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  [0x06f0, 0x06f9], // Eastern Arabic-Indic digits, as some keyboards type phone numbers
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
];

export const weights = [400, 700] as const;
export type Weight = (typeof weights)[number];

/** The CSS `unicode-range` value of `arabicRanges`. */
export function unicodeRange(): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return arabicRanges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

export function inArabicRanges(codePoint: number): boolean {
  return arabicRanges.some(([from, to]) => codePoint >= from && codePoint <= to);
}

const source = (weight: Weight) =>
  new URL(
    `../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
    import.meta.url,
  );
export const subsetFile = (weight: Weight) =>
  new URL(`../../../src/assets/fonts/ibm-plex-sans-arabic-${weight}.woff2`, import.meta.url);

/** The subset of one weight, as WOFF2 bytes. */
export async function subsetArabicFont(weight: Weight): Promise<Buffer> {
  const text = arabicRanges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('');
  return subsetFont(await readFile(source(weight)), text, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of weights) {
    const bytes = await subsetArabicFont(weight);
    await writeFile(subsetFile(weight), bytes);
    console.log(`${fileURLToPath(subsetFile(weight))}: ${bytes.length} bytes`);
  }
  console.log(`unicode-range: ${unicodeRange()}`);
}
