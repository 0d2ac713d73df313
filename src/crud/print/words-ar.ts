/** The Arabic words of ./words.ts (`printWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { PrintKey } from './words';

const ar: Record<PrintKey, string> = {
  button: 'طباعة',
  preparing: 'جارٍ تجهيز صفحة الطباعة…',
  company: 'المكتب الخلفي للموظفين',
  taxId: 'الرقم الضريبي {{taxId}}',
  documentNo: 'رقم',
  status: 'الحالة',
  printedBy: 'طبعه {{name}} في {{date}}',
  page: 'صفحة',
  general: 'عام',
  details: 'التفاصيل',
  total: 'المجموع',
  trail: 'مسار سير العمل',
  trailEmpty: 'لا توجد إجراءات بعد.',
  trailUnavailable: 'تعذّر تحميل مسار سير العمل.',
  when: 'التاريخ',
  action: 'الإجراء',
  by: 'بواسطة',
  comment: 'تعليق',
  signatures: 'التوقيعات',
  preparedBy: 'أعدّه',
  date: 'التاريخ',
};

export const printWords = { ar: { print: ar } };
