/**
 * The words of the print layout (src/crud/print), under `print`. Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  button: 'Print',
  preparing: 'Preparing the print layout…',
  company: 'Staff Back Office',
  taxId: 'Tax ID {{taxId}}',
  documentNo: 'No.',
  status: 'Status',
  printedBy: 'Printed by {{name}} on {{date}}',
  page: 'Page',
  general: 'General',
  details: 'Details',
  total: 'Total',
  trail: 'Workflow trail',
  trailEmpty: 'No workflow action yet.',
  trailUnavailable: 'The workflow trail could not be loaded.',
  when: 'Date',
  action: 'Action',
  by: 'By',
  comment: 'Comment',
  signatures: 'Signatures',
  preparedBy: 'Prepared by',
  date: 'Date',
};

export type PrintKey = keyof typeof en;

const th: Record<PrintKey, string> = {
  button: 'พิมพ์',
  preparing: 'กำลังเตรียมหน้าพิมพ์…',
  company: 'ระบบงานพนักงาน',
  taxId: 'เลขประจำตัวผู้เสียภาษี {{taxId}}',
  documentNo: 'เลขที่',
  status: 'สถานะ',
  printedBy: 'พิมพ์โดย {{name}} เมื่อ {{date}}',
  page: 'หน้า',
  general: 'ข้อมูลทั่วไป',
  details: 'รายละเอียด',
  total: 'รวม',
  trail: 'ประวัติการดำเนินการ',
  trailEmpty: 'ยังไม่มีการดำเนินการ',
  trailUnavailable: 'ไม่สามารถโหลดประวัติการดำเนินการได้',
  when: 'วันที่',
  action: 'การดำเนินการ',
  by: 'โดย',
  comment: 'หมายเหตุ',
  signatures: 'ลงนาม',
  preparedBy: 'ผู้จัดทำ',
  date: 'วันที่',
};

export const printWords = { en: { print: en }, th: { print: th } };
