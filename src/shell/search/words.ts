/**
 * The words of the header's search (src/shell/SearchBar.tsx, ./SearchDialog.tsx), under `site.search`. Registered
 * by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  button: 'Search',
  keys: 'Ctrl K',
  title: 'Search screens and records',
  placeholder: 'Type a screen, a name or a document number',
  screens: 'Screens',
  records: '{{resource}}',
  more: 'Showing the first results: refine the text to find others.',
  hint: 'Type at least 2 characters to search records.',
  empty: 'Nothing found for "{{text}}".',
  loading: 'Searching…',
  failed: 'The search is not available right now.',
  help: '↑ ↓ to move, Enter to open, Esc to close',
};

export type SearchKey = keyof typeof en;

const th: Record<SearchKey, string> = {
  button: 'ค้นหา',
  keys: 'Ctrl K',
  title: 'ค้นหาหน้าจอและเอกสาร',
  placeholder: 'พิมพ์ชื่อหน้าจอ ชื่อ หรือเลขที่เอกสาร',
  screens: 'หน้าจอ',
  records: '{{resource}}',
  more: 'แสดงเฉพาะผลแรก ๆ พิมพ์ให้เจาะจงขึ้นเพื่อหารายการอื่น',
  hint: 'พิมพ์อย่างน้อย 2 ตัวอักษรเพื่อค้นหาเอกสาร',
  empty: 'ไม่พบ "{{text}}"',
  loading: 'กำลังค้นหา…',
  failed: 'ไม่สามารถค้นหาได้ในขณะนี้',
  help: '↑ ↓ เพื่อเลื่อน Enter เพื่อเปิด Esc เพื่อปิด',
};

export const searchWords = { en: { site: { search: en } }, th: { site: { search: th } } };
