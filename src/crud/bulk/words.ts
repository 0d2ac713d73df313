/**
 * The words of a list's selection and bulk actions (src/crud/bulk), under `lists` (with the saved views',
 * ../views/words.ts). Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  allMatchingSelected: 'All {{count}} matching rows are selected.',
  allOnPageSelected: 'All {{count}} rows on this page are selected.',
  bulkActions: 'Actions on the selected rows',
  bulkApplicable: 'Only {{applicable}} of them allow this for you now; the others will be refused, each with its reason.',
  bulkCommentEach: 'Recorded with each row’s action.',
  bulkCommentOptional: 'Optional; recorded with each row’s action.',
  bulkConfirm: '{{action}}: {{count}} selected rows?',
  bulkConfirmMatching: '{{action}}: all {{count}} matching rows?',
  bulkFailed: 'The bulk action failed',
  bulkRefusedRows: 'Refused: {{rows}}',
  bulkResult: 'Result of {{action}}',
  clearSelection: 'Clear selection',
  exportSelection: 'Export selection',
  selectAllMatching: 'Select all {{count}} matching rows',
  selectRow: 'Select this row',
  selected: '{{count}} selected',
};

export type BulkKey = keyof typeof en;

const th: Record<BulkKey, string> = {
  allMatchingSelected: 'เลือกทั้ง {{count}} รายการที่ตรงกับตัวกรองแล้ว',
  allOnPageSelected: 'เลือกทั้ง {{count}} รายการในหน้านี้แล้ว',
  bulkActions: 'การดำเนินการกับรายการที่เลือก',
  bulkApplicable: 'มีเพียง {{applicable}} รายการที่คุณทำได้ในขณะนี้ รายการอื่นจะถูกปฏิเสธพร้อมเหตุผล',
  bulkCommentEach: 'บันทึกไว้กับการดำเนินการของแต่ละรายการ',
  bulkCommentOptional: 'ไม่บังคับ บันทึกไว้กับการดำเนินการของแต่ละรายการ',
  bulkConfirm: '{{action}}: รายการที่เลือก {{count}} รายการหรือไม่?',
  bulkConfirmMatching: '{{action}}: ทุกรายการที่ตรงกับตัวกรอง {{count}} รายการหรือไม่?',
  bulkFailed: 'การดำเนินการหลายรายการไม่สำเร็จ',
  bulkRefusedRows: 'ไม่สำเร็จ: {{rows}}',
  bulkResult: 'ผลการ{{action}}',
  clearSelection: 'ยกเลิกการเลือก',
  exportSelection: 'ส่งออกรายการที่เลือก',
  selectAllMatching: 'เลือกทั้ง {{count}} รายการที่ตรงกับตัวกรอง',
  selectRow: 'เลือกรายการนี้',
  selected: 'เลือกแล้ว {{count}} รายการ',
};

export const bulkWords = { en: { lists: en }, th: { lists: th } };
