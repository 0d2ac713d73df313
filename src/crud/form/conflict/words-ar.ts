/** The Arabic words of ./words.ts (`conflictWords`), loaded with ../../all-words-ar.ts when Arabic is chosen. */
import type { ConflictWordsKey } from './words';

const ar: Record<ConflictWordsKey, string> = {
  title: 'غيّر شخص آخر هذا السجل بعد أن فتحته',
  changedBy: 'غيّر {{name}} {{fields}} ({{time}})',
  changedByNoFields: 'غيّره {{name}} ({{time}})',
  someone: 'شخص آخر',
  field: 'الحقل',
  theirs: 'ما حفظه الآخر',
  mine: 'قيمتك',
  bothChanged: 'غيّرته أنت أيضًا',
  explain:
    'يبقى ما كتبته في النموذج حتى تختار. «الإبقاء على قيمتي» يحفظ قيمك حيث غيّرت الحقل نفسه؛ «أخذ قيمتهم» يضع قيمهم في تلك الحقول، ثم تحفظ من جديد.',
  keepMine: 'الإبقاء على قيمتي والحفظ',
  takeTheirs: 'أخذ قيمتهم',
  stepRefused: 'غيّر شخص آخر هذا السجل بعد أن فتحته. تعرض الصفحة الآن تغييره: راجعه ثم حاول مرة أخرى.',
  takenTheirs: 'أصبحت قيمهم في النموذج. راجعها ثم احفظ.',
};

export const conflictWords = { ar: { conflict: ar } };
