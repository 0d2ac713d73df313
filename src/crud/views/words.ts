/**
 * The words of a list's saved views, column chooser and filter chips (src/crud/views), under `lists` (with the
 * bulk actions', ../bulk/words.ts). Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  changed: 'changed',
  chips: 'Applied filters',
  columns: 'Columns',
  columnsHint: 'Tick the columns to show; the arrows change their order.',
  defaultTag: 'default',
  deleteView: 'Delete “{{name}}”',
  deleteViewConfirm: 'Delete the view “{{name}}”?',
  makeDefault: 'Open this list with this view',
  moveDown: 'Move {{label}} down',
  moveUp: 'Move {{label}} up',
  noViews: 'No saved views yet',
  removeFilter: 'Remove the filter {{label}}',
  resetColumns: 'Default columns',
  saveView: 'Save as a new view…',
  saveViewTitle: 'Save view',
  search: 'Search',
  setDefault: 'Make it the default',
  standardView: 'Standard view',
  unsetDefault: 'Remove as default',
  updateView: 'Save changes to “{{name}}”',
  viewDeleted: 'View deleted',
  viewFailed: 'Could not save the view',
  viewName: 'Name',
  viewSaved: 'View “{{name}}” saved',
  views: 'Views',
  viewsLoadFailed: 'Your saved views could not be loaded',
};

export type ViewsKey = keyof typeof en;

const th: Record<ViewsKey, string> = {
  changed: 'มีการเปลี่ยนแปลง',
  chips: 'ตัวกรองที่ใช้อยู่',
  columns: 'คอลัมน์',
  columnsHint: 'เลือกคอลัมน์ที่จะแสดง ใช้ลูกศรเพื่อเปลี่ยนลำดับ',
  defaultTag: 'ค่าเริ่มต้น',
  deleteView: 'ลบ “{{name}}”',
  deleteViewConfirm: 'ลบมุมมอง “{{name}}” หรือไม่?',
  makeDefault: 'เปิดรายการนี้ด้วยมุมมองนี้',
  moveDown: 'เลื่อน{{label}}ลง',
  moveUp: 'เลื่อน{{label}}ขึ้น',
  noViews: 'ยังไม่มีมุมมองที่บันทึกไว้',
  removeFilter: 'นำตัวกรอง{{label}}ออก',
  resetColumns: 'คอลัมน์เริ่มต้น',
  saveView: 'บันทึกเป็นมุมมองใหม่…',
  saveViewTitle: 'บันทึกมุมมอง',
  search: 'ค้นหา',
  setDefault: 'ตั้งเป็นค่าเริ่มต้น',
  standardView: 'มุมมองมาตรฐาน',
  unsetDefault: 'ยกเลิกค่าเริ่มต้น',
  updateView: 'บันทึกการเปลี่ยนแปลงใน “{{name}}”',
  viewDeleted: 'ลบมุมมองแล้ว',
  viewFailed: 'บันทึกมุมมองไม่สำเร็จ',
  viewName: 'ชื่อ',
  viewSaved: 'บันทึกมุมมอง “{{name}}” แล้ว',
  views: 'มุมมอง',
  viewsLoadFailed: 'โหลดมุมมองที่บันทึกไว้ไม่สำเร็จ',
};

export const viewsWords = { en: { lists: en }, th: { lists: th } };
