/**
 * The words of the lists for people who work fast and on a phone (issue 12, parts 4 and 5): the phone's filter
 * drawer (src/crud/list). Under `listsForms`, with the form's (../form/words.ts). Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  filters: 'Filters',
  filtersApplied: 'Filters, {{count}} applied',
  showResults: 'Show results',
  openRecord: 'Click a row or press Enter on it to open the record',
};

export type ListWordsKey = keyof typeof en;

const th: Record<ListWordsKey, string> = {
  filters: 'ตัวกรอง',
  filtersApplied: 'ตัวกรอง ใช้อยู่ {{count}} รายการ',
  showResults: 'แสดงผลลัพธ์',
  openRecord: 'คลิกแถวหรือกด Enter บนแถวเพื่อเปิดรายการ',
};

export const listWords = { en: { listsForms: en }, th: { listsForms: th } };
