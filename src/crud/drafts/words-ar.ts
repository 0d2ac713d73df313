/** The Arabic words of ./words.ts (`draftsWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { DraftsKey } from './words';

const ar: Record<DraftsKey, string> = {
  save: 'حفظ المسودة',
  saved: 'تم حفظ المسودة',
  saveError: 'تعذّر حفظ المسودة',
  list: 'المسودات ({{count}})',
  untitled: 'مسودة بلا عنوان',
  savedAt: 'حُفظت في {{at}}',
  confirmTitle: 'تحميل المسودة المحفوظة؟',
  confirmText: 'لديك مسودة محفوظة «{{title}}» ({{at}}). هل تريد تحميلها في النموذج؟',
  load: 'تحميل المسودة',
  startBlank: 'بدء نموذج فارغ',
  loaded: 'تم تحميل المسودة: أكمل النموذج ثم احفظه',
  current: 'قيد العمل: {{title}}',
  remove: 'حذف المسودة {{title}}',
  removed: 'تم حذف المسودة',
  loadError: 'تعذّر تحميل مسوداتك',
};

export const draftsWords = { ar: { drafts: ar } };
