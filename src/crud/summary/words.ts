/**
 * The words of the summary screen (src/crud/summary), under `summary`; ./summaryWord.ts reads them. Registered by
 * ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  title: '{{label}} summary',
  crumb: 'Summary',
  none: '(none)',
  count: 'Count',
  total: 'Total',
  empty: 'Nothing to count',
  loadError: 'Could not load the summary',
  retry: 'Retry',
  openList: 'Open the list',
  openGroup: 'Open the list filtered by this group',
  noLink: 'A list cannot be filtered by an empty value',
  firstOf: 'The first {{shown}} of {{count}}',
  recordsError: 'Could not load the records',
};

export type SummaryKey = keyof typeof en;

const th: Record<SummaryKey, string> = {
  title: 'สรุป{{label}}',
  crumb: 'สรุป',
  none: '(ไม่ระบุ)',
  count: 'จำนวน',
  total: 'รวม',
  empty: 'ไม่มีข้อมูลให้นับ',
  loadError: 'ไม่สามารถโหลดสรุปได้',
  retry: 'ลองใหม่',
  openList: 'เปิดรายการ',
  openGroup: 'เปิดรายการที่กรองตามกลุ่มนี้',
  noLink: 'ไม่สามารถกรองรายการด้วยค่าว่างได้',
  firstOf: 'แสดง {{shown}} รายการแรกจาก {{count}}',
  recordsError: 'ไม่สามารถโหลดรายการได้',
};

export const summaryWords = { en: { summary: en }, th: { summary: th } };
