/** The Arabic words of ./words.ts (`searchWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { SearchKey } from './words';

const ar: Record<SearchKey, string> = {
  button: 'بحث',
  keys: 'Ctrl K',
  title: 'البحث في الشاشات والسجلات',
  placeholder: 'اكتب اسم شاشة أو اسمًا أو رقم مستند',
  screens: 'الشاشات',
  records: '{{resource}}',
  more: 'تظهر النتائج الأولى فقط: حدّد النص أكثر للعثور على غيرها.',
  hint: 'اكتب حرفين على الأقل للبحث في السجلات.',
  empty: 'لا نتائج لـ «{{text}}».',
  loading: 'جارٍ البحث…',
  failed: 'البحث غير متاح حاليًا.',
  help: '↑ ↓ للتنقّل، Enter للفتح، Esc للإغلاق',
};

export const searchWords = { ar: { site: { search: ar } } };
