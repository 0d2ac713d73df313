/**
 * The Assign User Permissions screen's own strings. Kept beside the screen (not in src/i18n) so the
 * screen is one folder; Thai must list every English key, which the type below enforces.
 */
import { screenText } from '../screenText';

const en = {
  title: 'Assign User Permissions',
  intro: 'Pick a feature to see who holds it, then add or remove employees. Changes apply at once on the server.',
  feature: 'Feature',
  featurePlaceholder: 'Search features, e.g. PR / Create',
  pickFeature: 'Pick a feature to see who holds it',
  empCode: 'Employee code',
  fullName: 'Name',
  actions: 'Actions',
  remove: 'Remove',
  removeConfirm: 'Remove {name} from {feature}?',
  cancel: 'Cancel',
  employee: 'Employee',
  employeePlaceholder: 'Search employees by code or name',
  add: 'Add',
  holders: '{count} employees hold {feature}',
  holdersOne: '1 employee holds {feature}',
  nobody: 'Nobody holds this feature yet',
  alreadyHolds: 'already holds it',
  noEmployees: 'No matching employees',
  added: 'Permission granted',
  addedDetail: '{name} now holds {feature}.',
  removed: 'Permission removed',
  removedDetail: '{name} no longer holds {feature}.',
  failed: 'The permission was not changed',
  loadError: 'Could not load the permissions',
  retry: 'Retry',
  refreshNote: 'The employee sees the change at their next sign-in or permission refresh.',
  holdersColumn: 'Holders',
  requiredFor: 'Required by',
  routeRuleOnly: 'No schema rule (menu and report rules only)',
};

export type PermissionText = keyof typeof en;

const th: Record<PermissionText, string> = {
  title: 'กำหนดสิทธิ์ผู้ใช้',
  intro: 'เลือกสิทธิ์เพื่อดูว่าใครถือสิทธิ์นั้นอยู่ แล้วเพิ่มหรือนำพนักงานออก การเปลี่ยนแปลงมีผลบนเซิร์ฟเวอร์ทันที',
  feature: 'สิทธิ์',
  featurePlaceholder: 'ค้นหาสิทธิ์ เช่น PR / Create',
  pickFeature: 'เลือกสิทธิ์เพื่อดูว่าใครถือสิทธิ์นั้นอยู่',
  empCode: 'รหัสพนักงาน',
  fullName: 'ชื่อ-นามสกุล',
  actions: 'จัดการ',
  remove: 'นำออก',
  removeConfirm: 'นำ {name} ออกจากสิทธิ์ {feature} หรือไม่?',
  cancel: 'ยกเลิก',
  employee: 'พนักงาน',
  employeePlaceholder: 'ค้นหาพนักงานด้วยรหัสหรือชื่อ',
  add: 'เพิ่ม',
  holders: 'พนักงาน {count} คนถือสิทธิ์ {feature}',
  holdersOne: 'พนักงาน 1 คนถือสิทธิ์ {feature}',
  nobody: 'ยังไม่มีใครถือสิทธิ์นี้',
  alreadyHolds: 'มีสิทธิ์นี้แล้ว',
  noEmployees: 'ไม่พบพนักงานที่ตรงกัน',
  added: 'เพิ่มสิทธิ์แล้ว',
  addedDetail: '{name} ได้รับสิทธิ์ {feature} แล้ว',
  removed: 'นำสิทธิ์ออกแล้ว',
  removedDetail: '{name} ไม่มีสิทธิ์ {feature} แล้ว',
  failed: 'ไม่สามารถเปลี่ยนสิทธิ์ได้',
  loadError: 'โหลดข้อมูลสิทธิ์ไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  refreshNote: 'พนักงานจะเห็นการเปลี่ยนแปลงเมื่อเข้าสู่ระบบครั้งถัดไปหรือเมื่อรีเฟรชสิทธิ์',
  holdersColumn: 'ผู้ถือสิทธิ์',
  requiredFor: 'ใช้โดย',
  routeRuleOnly: 'ไม่มีกฎในสคีมา (ใช้กับเมนูและรายงานเท่านั้น)',
};

const text = screenText(en, th);

/** Text in the current language. */
export const usePermissionText = text.useText;
export const userPermissionsLabel = text.title;
