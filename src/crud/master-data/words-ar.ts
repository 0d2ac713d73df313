/** The Arabic words of ./words.ts (`masterDataWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { MasterDataKey } from './words';

const ar: Record<MasterDataKey, string> = {
  addChild: 'إضافة عنصر فرعي',
  addRoot: 'إضافة عنصر في المستوى الأعلى',
  depth: 'المستوى',
  expandAll: 'توسيع الكل',
  collapseAll: 'طي الكل',
  noSettings: 'لا توجد إعدادات لعرضها',
};

export const masterDataWords = { ar: { masterData: ar } };
