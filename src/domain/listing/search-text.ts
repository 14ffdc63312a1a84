/**
 * How search reads text, the catalogue's and the buyer's alike: one way of writing each letter and
 * digit, words reduced to what a singular and a plural share, and the pieces of text between spaces
 * ("TL-SG1024D", "Wi-Fi") that are also found joined, the way model numbers are typed.
 */

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits, read as the Latin digits they are. */
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const latinDigit = (d: string) => String((d.codePointAt(0) as number) & 0xf);

/**
 * Case, accents and the ways Arabic is written: NFKD turns أ إ آ into ا (and ؤ ئ into و ي) and the
 * diacritics into marks that are dropped with the others; ى is written ي, ة is written ه, tatweel
 * (ـ) is dropped, and Arabic digits are Latin ones (٤١٠٠ is 4100).
 */
export function fold(s: string): string {
  // Plain ASCII, as most product names are, has nothing to fold but its case.
  if (/^[\x20-\x7e]*$/.test(s)) return s.toLowerCase();
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0640/g, '')
    .replace(arabicDigits, latinDigit);
}

/** Words that say nothing about a product; requiring them would empty a natural query. */
const stopWords = new Set([
  'a',
  'an',
  'and',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
  'و',
  'في',
  'من',
  'على',
  'الى',
  'عن',
  'مع',
]);
/** Words ending in s that are already singular. */
const singularEndings = /(ss|us|is)$/;
const invariable = new Set([
  'series',
  'species',
  'news',
  'lens',
  'gps',
  'sms',
  'dns',
  'ios',
  'macos',
  'windows',
]);

/**
 * English plural to singular for catalogue words, tuned to merge what shoppers type with what
 * product names say (switches/switch, batteries/battery, boxes/box) without mangling words that end
 * in s anyway (bus, wireless, status). Model numbers and other words with digits are left alone.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || invariable.has(word) || singularEndings.test(word))
    return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The article, alone or after و ب ك ف ("and", "with", "as", "so"), and ل+ال. */
const arabicArticles = [
  '\u0648\u0627\u0644',
  '\u0628\u0627\u0644',
  '\u0643\u0627\u0644',
  '\u0641\u0627\u0644',
  '\u0644\u0644',
  '\u0627\u0644',
];
/**
 * The sound plurals ات ون ين, and ه: a folded ة, so a feminine singular meets its plural (طابعة,
 * طابعات).
 */
const arabicEndings = ['\u0627\u062A', '\u0648\u0646', '\u064A\u0646', '\u0647'];
/** The shortest stem either is taken from: shorter words are left whole. */
const shortestStem = 3;

/**
 * A light Arabic stem, enough for shop words: one article and one plural or feminine ending come
 * off (السويتشات, سويتشات and سويتش meet; طابعة and الطابعات meet), as English plurals do in
 * `singular`. Broken plurals (جهاز, أجهزة) are beyond it: category aliases and synonyms name them.
 */
export function arabicStem(word: string): string {
  const article = arabicArticles.find(
    (a) => word.startsWith(a) && word.length - a.length >= shortestStem,
  );
  const bare = article ? word.slice(article.length) : word;
  const ending = arabicEndings.find(
    (e) => bare.endsWith(e) && bare.length - e.length >= shortestStem,
  );
  return ending ? bare.slice(0, -ending.length) : bare;
}

const arabicWord = /^[\u0621-\u064A]+$/;

/** A folded word as search compares it, or null for a stop word. */
export function processTerm(word: string): string | null {
  if (word === '' || stopWords.has(word)) return null;
  return arabicWord.test(word) ? arabicStem(word) : singular(word);
}

/**
 * `processTerm`, remembered: a catalogue says "switch" and "gigabit" thousands of times. Forgotten
 * whole when full, so the words of endless queries cannot grow it.
 */
const processed = new Map<string, string | null>();
const rememberedTerm = (word: string) => {
  let term = processed.get(word);
  if (term === undefined) {
    if (processed.size >= 50_000) processed.clear();
    processed.set(word, (term = processTerm(word)));
  }
  return term;
};

/**
 * Text between spaces, as typed: "TL-SG1024D", "Wi-Fi", "والسماعات". Its parts are the runs of
 * letters and digits in it, an Arabic run apart from a Latin one ("وNAS" is و and nas).
 */
export interface Chunk {
  /** As the text wrote it: "TL-SG1024D". */
  typed: string;
  /** The parts run together: "tlsg1024d", "wifi". */
  joined: string;
  /** The parts as folded, unstemmed. */
  parts: string[];
  /** The parts as search compares them, stop words left out. */
  words: string[];
}

const lettersAndDigits = /[\p{L}\p{N}]+/gu;
const scripts = /[\u0621-\u064A]+|[^\u0621-\u064A]+/g;
/** A chunk that is one part already, as most words of a product name are. */
const plain = /^[a-z0-9]+$/;

/**
 * Arabic's "non-" (غير مُدارة: unmanaged), kept on the word it negates so that "مُدارة" alone is
 * not found in it.
 */
const negation = '\u063A\u064A\u0631';

/**
 * A plus sign after a letter, ending a piece: "SFP+", "PoE+" and "4SFP+" say "plus", as buyers also
 * spell it; "RS1221+" stays a model number.
 */
const spelledPlus = /\p{L}\+$/u;

function chunk(piece: string, typed: string): Chunk | null {
  const parts = plain.test(piece)
    ? [piece]
    : (piece.match(lettersAndDigits) ?? []).flatMap((run) => run.match(scripts) ?? []);
  if (parts.length === 0) return null;
  if (spelledPlus.test(piece)) parts.push('plus');
  const words: string[] = [];
  for (const p of parts) {
    const word = rememberedTerm(p);
    if (word !== null) words.push(word);
  }
  return {
    typed,
    joined: parts.length === 1 ? (parts[0] as string) : parts.join(''),
    parts,
    words,
  };
}

/** The chunks of a text, in order; those with no letter or digit are left out. */
export function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  const pieces = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < pieces.length; i++) {
    let typed = pieces[i] as string;
    let folded = fold(typed);
    const next = pieces[i + 1];
    if (folded === negation && next !== undefined) {
      typed = `${typed} ${next}`;
      folded += fold(next);
      i++;
    }
    const found = chunk(folded, typed);
    if (found) chunks.push(found);
  }
  return chunks;
}

/**
 * The ends of a chunk that start at one of its parts, joined, from the second part on: what a buyer
 * types who leaves out the maker's prefix ("SG1024D" of "TL-SG1024D", "24T-4G-L" of
 * "1000-24T-4G-L").
 */
const endings = (chunk: Chunk) =>
  chunk.parts.slice(1).map((_, i) => chunk.parts.slice(i + 1).join(''));

/**
 * What a text's chunks are found by: each word (and the word of one a count is written against),
 * and each chunk of several parts joined, whole and from each of its later parts on ("wifi" for
 * "Wi-Fi"; "100024t4gl", "24t4gl" and "4gl" for "1000-24T-4G-L").
 */
export function indexTerms(chunks: readonly Chunk[]): string[] {
  return chunks.flatMap((chunk) => [
    ...chunk.words,
    ...chunk.words.flatMap(countedWord),
    ...(chunk.parts.length > 1 ? [chunk.joined] : []),
    ...endings(chunk).slice(0, -1),
  ]);
}

/**
 * The word a count is written against: "sfp" of "4SFP" (four SFP ports), as a buyer looks it up.
 */
const countedWord = (word: string) => word.match(/^\d+(\p{L}{3,})$/u)?.slice(1) ?? [];

const letterAndDigit = (s: string) => /\p{L}/u.test(s) && /\d/.test(s);

/**
 * The model numbers a text's chunks name, joined: each chunk with letters and digits ("MW560",
 * "TL-SG1024D") and its endings that have both ("SG1024D"). A query that is one of them exactly is
 * a model number.
 */
export function modelKeys(chunks: readonly Chunk[]): string[] {
  return chunks.flatMap((chunk) =>
    [chunk.joined, ...endings(chunk)].filter((key) => key.length >= 3 && letterAndDigit(key)),
  );
}

/**
 * A word of a name that an acronym takes its letter from: "Cloud", "Router" (not "UniFi", "CRS326"
 * or "hAP").
 */
const capitalised = /^\p{Lu}\p{Ll}+$/u;
/**
 * Little words an acronym may or may not take a letter from: "Point of Sale" is POS,
 * "Point-to-Point" PtP.
 */
const connectors = new Set(['of', 'over', 'to', 'and', 'for', 'the']);
const shortestAcronym = 3;
const longestAcronym = 5;

/**
 * The acronyms a name spells out: the initials of each run of two or more capitalised words in it,
 * with and without its little words ("Cloud Router Switch": crs; "Point-to-Point Bridges": ptp,
 * pp, ptpb, ppb). Two letters say too little to find anything by; more than five nobody types.
 */
export function acronymsOf(text: string): string[] {
  const found = new Set<string>();
  let run: string[] = [];
  const flush = () => {
    for (let start = 0; start < run.length; start++) {
      if (connectors.has(run[start] as string)) continue;
      for (let end = start + 1; end < run.length; end++) {
        if (connectors.has(run[end] as string)) continue;
        const span = run.slice(start, end + 1);
        const all = fold(span.map((w) => w[0]).join(''));
        const capitals = fold(
          span
            .filter((w) => !connectors.has(w))
            .map((w) => w[0])
            .join(''),
        );
        for (const acronym of [all, capitals])
          if (acronym.length >= shortestAcronym && acronym.length <= longestAcronym)
            found.add(acronym);
      }
    }
    run = [];
  };
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (capitalised.test(word)) run.push(word);
    else if (run.length > 0 && connectors.has(word)) run.push(word);
    else flush();
  }
  flush();
  return [...found];
}
