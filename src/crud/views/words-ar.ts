/** The Arabic words of ./words.ts (`viewsWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { ViewsKey } from './words';

const ar: Record<ViewsKey, string> = {
  changed: 'تم التغيير',
  chips: 'عوامل التصفية المطبقة',
  columns: 'الأعمدة',
  columnsHint: 'حدد الأعمدة المراد عرضها؛ الأسهم تغيّر ترتيبها.',
  defaultTag: 'افتراضي',
  deleteView: 'حذف «{{name}}»',
  deleteViewConfirm: 'حذف طريقة العرض «{{name}}»؟',
  makeDefault: 'فتح هذه القائمة بطريقة العرض هذه',
  moveDown: 'نقل {{label}} للأسفل',
  moveUp: 'نقل {{label}} للأعلى',
  noViews: 'لا توجد طرق عرض محفوظة بعد',
  removeFilter: 'إزالة عامل التصفية {{label}}',
  resetColumns: 'الأعمدة الافتراضية',
  saveView: 'حفظ كطريقة عرض جديدة…',
  saveViewTitle: 'حفظ طريقة العرض',
  search: 'بحث',
  setDefault: 'تعيين كافتراضي',
  standardView: 'طريقة العرض القياسية',
  unsetDefault: 'إلغاء التعيين كافتراضي',
  updateView: 'حفظ التغييرات في «{{name}}»',
  viewDeleted: 'تم حذف طريقة العرض',
  viewFailed: 'تعذّر حفظ طريقة العرض',
  viewName: 'الاسم',
  viewSaved: 'تم حفظ طريقة العرض «{{name}}»',
  views: 'طرق العرض',
  viewsLoadFailed: 'تعذّر تحميل طرق العرض المحفوظة',
};

export const viewsWords = { ar: { lists: ar } };
