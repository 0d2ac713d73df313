/**
 * The words every part of the generated screens (src/crud) shares, under `crud`, and the accessibility fixes' (issue
 * 12 part 6: the page title's back button, ./PageTitle.tsx), under `a11y`. A part's own words are in its folder's
 * words.ts. Registered by ./all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  actions: 'Actions',
  addRow: 'Add row',
  all: 'All',
  any: 'Any',
  autoNumber: 'Assigned when saved',
  cancel: 'Cancel',
  clearFilters: 'Clear filters',
  confirmAction: 'Are you sure you want to {{action}}?',
  create: 'Create',
  createFirst: 'Create the first {{label}}',
  delete: 'Delete',
  deleteConfirm: 'Delete this record? This cannot be undone.',
  deleteFailed: 'Could not delete the {{label}}',
  deleted: 'Record deleted',
  edit: 'Edit',
  empty: 'No records yet',
  emptyFiltered: 'No records match your search',
  export: 'Export',
  exportFailed: 'Export failed',
  exported: 'Exported {{count}} rows',
  from: 'From',
  general: 'General',
  loadError: 'Could not load the data',
  no: 'No',
  noRows: 'No rows',
  notFound: 'Record not found',
  pageRange: '{{start}}-{{end}} of {{total}}',
  rangeReversed: '"To" must be on or after "From"',
  readOnlyNotice: 'This record is {{state}} and can no longer be edited.',
  removeRow: 'Remove row',
  retry: 'Retry',
  row: 'Row {{n}}',
  rowsPerPage: 'Rows per page',
  save: 'Save',
  saved: 'Saved',
  search: 'Search',
  searchPlaceholder: 'Search {{label}}',
  show: 'View',
  to: 'To',
  total: 'Total',
  totalRecords: 'Total {{count}}',
  unsavedChanges: 'Unsaved changes',
  upload: 'Upload',
  uploadFailed: 'File upload failed.',
  workflowDone: '{{action}}: done',
  workflowFailed: 'Could not {{action}}',
  yes: 'Yes',
};

export type CrudStrings = Record<keyof typeof en, string>;

const th: CrudStrings = {
  actions: 'การดำเนินการ',
  addRow: 'เพิ่มแถว',
  all: 'ทั้งหมด',
  any: 'ทั้งหมด',
  autoNumber: 'กำหนดอัตโนมัติเมื่อบันทึก',
  cancel: 'ยกเลิก',
  clearFilters: 'ล้างตัวกรอง',
  confirmAction: 'ยืนยันการ{{action}}หรือไม่?',
  create: 'สร้าง',
  createFirst: 'สร้าง{{label}}รายการแรก',
  delete: 'ลบ',
  deleteConfirm: 'ลบรายการนี้หรือไม่? ไม่สามารถย้อนกลับได้',
  deleteFailed: 'ลบ{{label}}ไม่สำเร็จ',
  deleted: 'ลบรายการแล้ว',
  edit: 'แก้ไข',
  empty: 'ยังไม่มีข้อมูล',
  emptyFiltered: 'ไม่พบข้อมูลที่ตรงกับการค้นหา',
  export: 'ส่งออก',
  exportFailed: 'ส่งออกไม่สำเร็จ',
  exported: 'ส่งออก {{count}} แถวแล้ว',
  from: 'ตั้งแต่',
  general: 'ข้อมูลทั่วไป',
  loadError: 'ไม่สามารถโหลดข้อมูลได้',
  no: 'ไม่ใช่',
  noRows: 'ไม่มีแถว',
  notFound: 'ไม่พบข้อมูล',
  pageRange: '{{start}}-{{end}} จาก {{total}}',
  rangeReversed: '"ถึง" ต้องไม่ก่อน "ตั้งแต่"',
  readOnlyNotice: 'รายการนี้อยู่ในสถานะ {{state}} จึงไม่สามารถแก้ไขได้',
  removeRow: 'ลบแถว',
  retry: 'ลองใหม่',
  row: 'แถวที่ {{n}}',
  rowsPerPage: 'แถวต่อหน้า',
  save: 'บันทึก',
  saved: 'บันทึกแล้ว',
  search: 'ค้นหา',
  searchPlaceholder: 'ค้นหา{{label}}',
  show: 'ดู',
  to: 'ถึง',
  total: 'รวม',
  totalRecords: 'ทั้งหมด {{count}} รายการ',
  unsavedChanges: 'มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก',
  upload: 'อัปโหลด',
  uploadFailed: 'อัปโหลดไฟล์ไม่สำเร็จ',
  workflowDone: '{{action}}: สำเร็จ',
  workflowFailed: 'ไม่สามารถ{{action}}ได้',
  yes: 'ใช่',
};

/** The accessibility fixes' words, under `a11y`. */
const a11y = {
  en: { back: 'Back' },
  th: { back: 'ย้อนกลับ' },
};

export type A11yTexts = typeof a11y.en;

export const crudWords = {
  en: { crud: en, a11y: a11y.en },
  th: { crud: th, a11y: a11y.th },
};

export type CrudKey = keyof typeof en;
