/** The Arabic words of ./words.ts (`accountsWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { AccountsKey } from './words';

const ar: Record<AccountsKey, string> = {
  issue: 'إصدار رمز دخول لمرة واحدة',
  confirmTitle: 'إصدار رمز دخول لمرة واحدة لـ {{name}}؟',
  confirmText:
    'سيتم تسجيل الخروج من كل جلسات هذا الحساب. يسجّل الشخص الدخول مرة واحدة بالرمز ككلمة مرور، ثم عليه اختيار كلمة مرور جديدة.',
  confirmOk: 'إصدار الرمز',
  cancel: 'إلغاء',
  codeTitle: 'رمز الدخول لمرة واحدة لـ {{name}}',
  shownOnce: 'يُعرض هذا الرمز مرة واحدة فقط: لا يمكن لأحد قراءته مرة أخرى. سلّمه إلى الشخص على انفراد.',
  howTo: 'يسجّل الدخول باسم المستخدم وهذا الرمز ككلمة مرور، ثم عليه اختيار كلمة مرور جديدة.',
  validUntil: 'صالح حتى',
  copy: 'نسخ الرمز',
  copied: 'تم نسخ الرمز',
  copyFailed: 'تعذّر النسخ: حدّد الرمز وانسخه',
  close: 'إغلاق',
  failed: 'تعذّر إصدار الرمز',
};

export const accountsWords = { ar: { accounts: ar } };
