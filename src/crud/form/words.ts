/**
 * The words of the forms for people who work fast and on a phone (issue 12, parts 4 and 5): a tab's error count,
 * the form's Cancel (src/crud/form). Under `listsForms`, with the list's (../list/words.ts). Registered by
 * ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  tabErrors_one: '{{count}} error on this tab',
  tabErrors_other: '{{count}} errors on this tab',
  moreTabErrors: 'More tabs, some with errors',
  cancel: 'Cancel',
  fixErrors_one: 'Please correct the highlighted field',
  fixErrors_other: 'Please correct the {{count}} highlighted fields',
};

export type FormWordsKey = keyof typeof en;

const th: Record<FormWordsKey, string> = {
  tabErrors_one: 'แท็บนี้มีข้อผิดพลาด {{count}} รายการ',
  tabErrors_other: 'แท็บนี้มีข้อผิดพลาด {{count}} รายการ',
  moreTabErrors: 'แท็บอื่น ๆ บางแท็บมีข้อผิดพลาด',
  cancel: 'ยกเลิก',
  fixErrors_one: 'กรุณาแก้ไขช่องที่ไฮไลต์',
  fixErrors_other: 'กรุณาแก้ไขช่องที่ไฮไลต์ {{count}} ช่อง',
};

export const formWords = { en: { listsForms: en }, th: { listsForms: th } };
