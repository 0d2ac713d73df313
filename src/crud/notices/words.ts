/**
 * The words of the landing page's notices (src/crud/notices), under `notices`. Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  region: 'Notices',
  until: 'Until {{date}}',
  dismiss: 'Hide this notice',
  dismissAll: 'Hide all notices',
  showAll: 'Show all notices in full',
  showLess: 'Show titles only',
};

export type NoticesKey = keyof typeof en;

const th: Record<NoticesKey, string> = {
  region: 'ประกาศแจ้งเตือน',
  until: 'ถึงวันที่ {{date}}',
  dismiss: 'ซ่อนประกาศนี้',
  dismissAll: 'ซ่อนประกาศทั้งหมด',
  showAll: 'แสดงประกาศทั้งหมดแบบเต็ม',
  showLess: 'แสดงเฉพาะหัวข้อ',
};

export const noticesWords = { en: { notices: en }, th: { notices: th } };
