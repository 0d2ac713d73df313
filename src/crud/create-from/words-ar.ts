/** The Arabic words of ./words.ts (`createFromWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { CreateFromKey } from './words';

/** Arabic counts take six plural forms (i18next: zero, one, two, few, many, other). */
const ar: Record<CreateFromKey, string> & Record<string, string> = {
  create: 'إنشاء {{label}}',
  created: 'تم إنشاء {{label}} {{title}}',
  createFailed: 'تعذّر إنشاء {{label}}',
  createFromIntro: 'يُنشأ {{label}} جديد من {{source}}: تُنسخ الحقول {{fields}}.',
  createFromLines_zero: '{{table}}: لا تُنسخ أي سطور.',
  createFromLines_one: '{{table}}: يُنسخ سطر واحد.',
  createFromLines_two: '{{table}}: يُنسخ سطران.',
  createFromLines_few: '{{table}}: تُنسخ {{count}} سطور.',
  createFromLines_many: '{{table}}: يُنسخ {{count}} سطرًا.',
  createFromLines_other: '{{table}}: يُنسخ {{count}} سطر.',
  createFromFill: 'أكمل ما ينقصه:',
  createFromNothing: 'لا يلزم شيء آخر.',
  linkedEmpty: 'لا يوجد بعد',
  openList: 'فتح القائمة',
};

export const createFromWords = { ar: { linked: ar } };
