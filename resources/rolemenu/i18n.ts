/**
 * The role menu screen's own strings. Kept beside the screen (not in src/i18n) so the screen is one
 * folder; Thai must list every English key, which the type below enforces.
 */
import { screenText } from '../screenText';

const en = {
  title: 'Role menu',
  intro: 'Choose which screens each role sees in its menu and what it may do there.',
  role: 'Role',
  screen: 'Screen',
  menuOf: 'Menu of {role}',
  isView: 'View',
  isCreate: 'Create',
  isEdit: 'Edit',
  isExport: 'Export',
  notInMenu: 'Not in menu',
  changed: 'Changed',
  save: 'Save',
  reset: 'Reset',
  unsaved: 'Unsaved changes: {count}',
  noChanges: 'No unsaved changes',
  saved: 'Role menu saved',
  savedDetail: 'Changes saved for {role}: {count}. Its users see them at their next sign-in or menu refresh.',
  saveFailed: 'Could not save the role menu',
  rolesError: 'Could not load the roles',
  menuError: 'Could not load this role’s menu',
  retry: 'Retry',
  noRoles: 'No roles yet',
  discardTitle: 'Discard unsaved changes?',
  discardText: 'You changed the menu of {role} without saving.',
  discard: 'Discard',
  cancel: 'Cancel',
  adminNote: 'Admin passes the menu check for every screen; these flags only shape the Admin menu.',
  refreshNote: 'Changes apply to a user at their next sign-in or menu refresh, without a rebuild.',
};

export type RoleMenuText = keyof typeof en;

const th: Record<RoleMenuText, string> = {
  title: 'เมนูตามบทบาท',
  intro: 'เลือกหน้าจอที่แต่ละบทบาทเห็นในเมนู และสิ่งที่ทำได้ในหน้าจอนั้น',
  role: 'บทบาท',
  screen: 'หน้าจอ',
  menuOf: 'เมนูของบทบาท {role}',
  isView: 'ดู',
  isCreate: 'สร้าง',
  isEdit: 'แก้ไข',
  isExport: 'ส่งออก',
  notInMenu: 'ยังไม่อยู่ในเมนู',
  changed: 'มีการแก้ไข',
  save: 'บันทึก',
  reset: 'ล้างการแก้ไข',
  unsaved: 'รายการที่ยังไม่บันทึก: {count}',
  noChanges: 'ไม่มีการแก้ไขที่ยังไม่บันทึก',
  saved: 'บันทึกเมนูตามบทบาทแล้ว',
  savedDetail: 'บันทึกการแก้ไขของ {role} แล้ว: {count} รายการ ผู้ใช้จะเห็นเมื่อเข้าสู่ระบบครั้งถัดไปหรือเมื่อรีเฟรชเมนู',
  saveFailed: 'บันทึกเมนูตามบทบาทไม่สำเร็จ',
  rolesError: 'โหลดรายการบทบาทไม่สำเร็จ',
  menuError: 'โหลดเมนูของบทบาทนี้ไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  noRoles: 'ยังไม่มีบทบาท',
  discardTitle: 'ละทิ้งการแก้ไขที่ยังไม่บันทึก?',
  discardText: 'คุณแก้ไขเมนูของ {role} แต่ยังไม่ได้บันทึก',
  discard: 'ละทิ้ง',
  cancel: 'ยกเลิก',
  adminNote: 'ผู้ดูแลระบบผ่านการตรวจสิทธิ์เมนูทุกหน้าจอ ค่าเหล่านี้มีผลเฉพาะการแสดงเมนูของผู้ดูแลระบบ',
  refreshNote: 'การเปลี่ยนแปลงมีผลกับผู้ใช้เมื่อเข้าสู่ระบบครั้งถัดไปหรือเมื่อรีเฟรชเมนู โดยไม่ต้องสร้างแอปใหม่',
};

const text = screenText(en, th);

/** Text in the current language. */
export const useRoleMenuText = text.useText;
export const roleMenuLabel = text.title;
