/**
 * Thai is written without spaces between words, but a word in another script (a code, an English name, a number)
 * is set apart by one on each side where it meets Thai text: "สร้าง HR memo เรียบร้อยแล้ว", not "สร้างHR memoเรียบร้อยแล้ว".
 */
const THAI = /[\u0E00-\u0E7F]/;

/** `text` to be put between Thai words: with a space on each side whose end is not a Thai letter. */
export function amidThai(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const before = THAI.test(trimmed[0]!) ? '' : ' ';
  const after = THAI.test(trimmed[trimmed.length - 1]!) ? '' : ' ';
  return `${before}${trimmed}${after}`;
}
