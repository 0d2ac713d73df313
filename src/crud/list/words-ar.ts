/** The Arabic words of ./words.ts (`listWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { ListWordsKey } from './words';

const ar: Record<ListWordsKey, string> = {
  filters: 'عوامل التصفية',
  filtersApplied: 'عوامل التصفية، {{count}} مطبقة',
  showResults: 'عرض النتائج',
  openRecord: 'انقر على صف أو اضغط Enter لفتح السجل',
};

export const listWords = { ar: { listsForms: ar } };
