/**
 * The words of a record's history and workflow trail (src/crud/history), under `history`. Registered by
 * ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  details: 'Details',
  history: 'History',
  empty: 'No history yet',
  loadError: 'Could not load the history',
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  import: 'Imported',
  importedFrom: 'Imported from {{file}}',
  noVisibleChanges: 'No changes you may see',
  rowAdded: '{{table}}, row {{n}} added',
  rowRemoved: '{{table}}, row {{n}} removed',
  rowChanged: '{{table}}, row {{n}}, {{column}}',
  workflow: 'Workflow',
  trail: 'Trail',
  noTrail: 'No workflow actions yet',
  next: 'Next: {{actions}}',
  waitsForOthers: 'Waiting for others to act',
  moved: 'Moved from {{from}} to {{to}}',
  commentOptional: 'Optional',
  commentPlaceholder: 'Write a comment',
};

export type HistoryStrings = Record<keyof typeof en, string>;

const th: HistoryStrings = {
  details: 'รายละเอียด',
  history: 'ประวัติ',
  empty: 'ยังไม่มีประวัติ',
  loadError: 'ไม่สามารถโหลดประวัติได้',
  create: 'สร้าง',
  update: 'แก้ไข',
  delete: 'ลบ',
  import: 'นำเข้า',
  importedFrom: 'นำเข้าจาก {{file}}',
  noVisibleChanges: 'ไม่มีการเปลี่ยนแปลงที่คุณดูได้',
  rowAdded: '{{table}} แถวที่ {{n}} เพิ่ม',
  rowRemoved: '{{table}} แถวที่ {{n}} ลบ',
  rowChanged: '{{table}} แถวที่ {{n}} {{column}}',
  workflow: 'ขั้นตอนการทำงาน',
  trail: 'ประวัติการดำเนินการ',
  noTrail: 'ยังไม่มีการดำเนินการ',
  next: 'ถัดไป: {{actions}}',
  waitsForOthers: 'รอผู้เกี่ยวข้องดำเนินการ',
  moved: 'เปลี่ยนจาก {{from}} เป็น {{to}}',
  commentOptional: 'ไม่บังคับ',
  commentPlaceholder: 'เขียนความคิดเห็น',
};

export const historyWords = { en: { history: en }, th: { history: th } };

export type HistoryKey = keyof typeof en;
