/**
 * The Arabic font is a second visit's (global.css): a first Arabic page paints in the system's font
 * and fetches the font's files once it has loaded; the browser then remembers that it holds them,
 * and the next page uses them from its first paint (src/components/shell/ArabicFont.astro).
 */

/** The local-storage entry that says this browser has fetched both of the font's files. */
export const arabicFontKey = 'arabic-font';

/** One face per file of global.css's @font-face rules, as FontFaceSet.load names them. */
const faces = ['400 1em "IBM Plex Sans Arabic"', '700 1em "IBM Plex Sans Arabic"'];
/** A letter inside the rules' unicode-range: a face is fetched only for text it covers. */
const sample = 'ع';

/**
 * Fetches both files and, once both are in, remembers it. A face the stylesheet does not declare
 * comes back as no font and is not remembered; a failed download rejects.
 */
export async function fetchArabicFont(
  fonts: Pick<FontFaceSet, 'load'>,
  storage: Pick<Storage, 'setItem'>,
): Promise<boolean> {
  const loaded = await Promise.all(faces.map((face) => fonts.load(face, sample)));
  if (loaded.some((found) => found.length === 0)) return false;
  storage.setItem(arabicFontKey, '1');
  return true;
}
