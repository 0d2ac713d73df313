/** The Arabic words of ./words.ts (`historyWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { HistoryStrings } from './words';

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
  waitsForOthers: 'بانتظار إجراء من الآخرين',
  moved: 'انتقل من {{from}} إلى {{to}}',
  commentOptional: 'اختياري',
  commentPlaceholder: 'اكتب تعليقًا',
};

export const historyWords = { ar: { history: ar } };
