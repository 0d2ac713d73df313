/** The Arabic words of ./words.ts (`summaryWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { SummaryKey } from './words';

const ar: Record<SummaryKey, string> = {
  title: 'ملخص {{label}}',
  crumb: 'الملخص',
  none: '(بلا قيمة)',
  count: 'العدد',
  total: 'المجموع',
  empty: 'لا يوجد ما يُعدّ',
  loadError: 'تعذّر تحميل الملخص',
  retry: 'إعادة المحاولة',
  openList: 'فتح القائمة',
  openGroup: 'فتح القائمة مصفّاة بهذه المجموعة',
  noLink: 'لا يمكن تصفية القائمة بقيمة فارغة',
  firstOf: 'أول {{shown}} من {{count}}',
  recordsError: 'تعذّر تحميل السجلات',
};

export const summaryWords = { ar: { summary: ar } };
