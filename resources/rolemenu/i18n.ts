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
  isView: 'May view',
  isCreate: 'May create',
  isEdit: 'May edit',
  isExport: 'May export',
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
  isView: 'ดูได้',
  isCreate: 'สร้างได้',
  isEdit: 'แก้ไขได้',
  isExport: 'ส่งออกได้',
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

const fr: Record<RoleMenuText, string> = {
  title: 'Menu par rôle',
  intro: 'Choisissez les écrans que chaque rôle voit dans son menu et ce qu’il peut y faire.',
  role: 'Rôle',
  screen: 'Écran',
  menuOf: 'Menu du rôle {role}',
  isView: 'Peut consulter',
  isCreate: 'Peut créer',
  isEdit: 'Peut modifier',
  isExport: 'Peut exporter',
  notInMenu: 'Absent du menu',
  changed: 'Modifié',
  save: 'Enregistrer',
  reset: 'Annuler les modifications',
  unsaved: 'Modifications non enregistrées : {count}',
  noChanges: 'Aucune modification non enregistrée',
  saved: 'Menu par rôle enregistré',
  savedDetail:
    'Modifications enregistrées pour {role} : {count}. Ses utilisateurs les verront à leur prochaine connexion ou à l’actualisation du menu.',
  saveFailed: 'Impossible d’enregistrer le menu par rôle',
  rolesError: 'Impossible de charger les rôles',
  menuError: 'Impossible de charger le menu de ce rôle',
  retry: 'Réessayer',
  noRoles: 'Aucun rôle pour le moment',
  discardTitle: 'Abandonner les modifications non enregistrées ?',
  discardText: 'Vous avez modifié le menu de {role} sans l’enregistrer.',
  discard: 'Abandonner',
  cancel: 'Annuler',
  adminNote:
    'L’administrateur passe le contrôle du menu pour tous les écrans ; ces cases ne règlent que l’affichage de son menu.',
  refreshNote:
    'Les modifications s’appliquent à un utilisateur à sa prochaine connexion ou à l’actualisation du menu, sans nouvelle version de l’application.',
};

const ar: Record<RoleMenuText, string> = {
  title: 'قائمة الأدوار',
  intro: 'اختر الشاشات التي يراها كل دور في قائمته وما يمكنه فعله فيها.',
  role: 'الدور',
  screen: 'الشاشة',
  menuOf: 'قائمة الدور {role}',
  isView: 'يمكنه العرض',
  isCreate: 'يمكنه الإنشاء',
  isEdit: 'يمكنه التعديل',
  isExport: 'يمكنه التصدير',
  notInMenu: 'غير موجود في القائمة',
  changed: 'معدَّل',
  save: 'حفظ',
  reset: 'تراجع عن التغييرات',
  unsaved: 'تغييرات غير محفوظة: {count}',
  noChanges: 'لا توجد تغييرات غير محفوظة',
  saved: 'تم حفظ قائمة الدور',
  savedDetail: 'تم حفظ تغييرات {role}: {count}. يراها مستخدموه عند تسجيل الدخول التالي أو عند تحديث القائمة.',
  saveFailed: 'تعذّر حفظ قائمة الدور',
  rolesError: 'تعذّر تحميل الأدوار',
  menuError: 'تعذّر تحميل قائمة هذا الدور',
  retry: 'إعادة المحاولة',
  noRoles: 'لا توجد أدوار بعد',
  discardTitle: 'تجاهل التغييرات غير المحفوظة؟',
  discardText: 'لقد غيّرت قائمة {role} دون حفظها.',
  discard: 'تجاهل',
  cancel: 'إلغاء',
  adminNote: 'يجتاز المسؤول فحص القائمة لكل الشاشات؛ هذه الخيارات تحدد فقط ما يظهر في قائمته.',
  refreshNote: 'تسري التغييرات على المستخدم عند تسجيل الدخول التالي أو عند تحديث القائمة، دون إعادة بناء التطبيق.',
};

export const roleMenuText = screenText(en, th, { fr, ar });

/** Text in the current language. */
export const useRoleMenuText = roleMenuText.useText;
