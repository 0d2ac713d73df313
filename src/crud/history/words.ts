/**
 * The words of a record's history and workflow trail (src/crud/history), under `history`. Registered by
 * ../all-words.ts.
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
  moved: 'Moved from {{from}} to {{to}}',
  commentOptional: 'Optional',
  commentPlaceholder: 'Write a comment',
};

type HistoryStrings = Record<keyof typeof en, string>;

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
  moved: 'เปลี่ยนจาก {{from}} เป็น {{to}}',
  commentOptional: 'ไม่บังคับ',
  commentPlaceholder: 'เขียนความคิดเห็น',
};

const fr: HistoryStrings = {
  details: 'Détails',
  history: 'Historique',
  empty: 'Aucun historique pour le moment',
  loadError: 'Impossible de charger l’historique',
  create: 'Créé',
  update: 'Modifié',
  delete: 'Supprimé',
  import: 'Importé',
  importedFrom: 'Importé depuis {{file}}',
  noVisibleChanges: 'Aucune modification que vous pouvez voir',
  rowAdded: '{{table}}, ligne {{n}} ajoutée',
  rowRemoved: '{{table}}, ligne {{n}} supprimée',
  rowChanged: '{{table}}, ligne {{n}}, {{column}}',
  workflow: 'Circuit de validation',
  trail: 'Suivi',
  noTrail: 'Aucune action pour le moment',
  next: 'Ensuite : {{actions}}',
  moved: 'Passé de {{from}} à {{to}}',
  commentOptional: 'Facultatif',
  commentPlaceholder: 'Écrire un commentaire',
};

const ar: HistoryStrings = {
  details: 'التفاصيل',
  history: 'السجل',
  empty: 'لا يوجد سجل بعد',
  loadError: 'تعذّر تحميل السجل',
  create: 'تم الإنشاء',
  update: 'تم التعديل',
  delete: 'تم الحذف',
  import: 'تم الاستيراد',
  importedFrom: 'تم الاستيراد من {{file}}',
  noVisibleChanges: 'لا توجد تغييرات يمكنك رؤيتها',
  rowAdded: '{{table}}، تمت إضافة الصف {{n}}',
  rowRemoved: '{{table}}، تمت إزالة الصف {{n}}',
  rowChanged: '{{table}}، الصف {{n}}، {{column}}',
  workflow: 'سير العمل',
  trail: 'مسار الإجراءات',
  noTrail: 'لا توجد إجراءات بعد',
  next: 'التالي: {{actions}}',
  moved: 'انتقل من {{from}} إلى {{to}}',
  commentOptional: 'اختياري',
  commentPlaceholder: 'اكتب تعليقًا',
};

export const historyWords = { en: { history: en }, th: { history: th }, fr: { history: fr }, ar: { history: ar } };

export type HistoryKey = keyof typeof en;
