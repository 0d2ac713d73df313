/** The Arabic words of ./words.ts (`noticesWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { NoticesKey } from './words';

const ar: Record<NoticesKey, string> = {
  region: 'الإعلانات',
  until: 'حتى {{date}}',
  dismiss: 'إخفاء هذا الإعلان',
  dismissAll: 'إخفاء كل الإعلانات',
  showAll: 'عرض الإعلانات كاملة',
  showLess: 'العناوين فقط',
};

export const noticesWords = { ar: { notices: ar } };
