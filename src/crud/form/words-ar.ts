/** The Arabic words of ./words.ts (`formWords`), loaded with ../all-words-ar.ts when Arabic is chosen. */
import type { FormWordsKey } from './words';

/** Arabic counts take six plural forms (i18next: zero, one, two, few, many, other). */
const ar: Record<FormWordsKey, string> & Record<string, string> = {
  tabErrors_one: 'خطأ واحد في علامة التبويب هذه',
  tabErrors_zero: 'لا أخطاء في علامة التبويب هذه',
  tabErrors_two: 'خطآن في علامة التبويب هذه',
  tabErrors_few: '{{count}} أخطاء في علامة التبويب هذه',
  tabErrors_many: '{{count}} خطأً في علامة التبويب هذه',
  tabErrors_other: '{{count}} خطأ في علامة التبويب هذه',
  moreTabErrors: 'علامات تبويب أخرى، بعضها به أخطاء',
  cancel: 'إلغاء',
  fixErrors_one: 'يرجى تصحيح الحقل المميز',
  fixErrors_zero: 'يرجى تصحيح الحقول المميزة',
  fixErrors_two: 'يرجى تصحيح الحقلين المميزين',
  fixErrors_few: 'يرجى تصحيح الحقول المميزة وعددها {{count}}',
  fixErrors_many: 'يرجى تصحيح الحقول المميزة وعددها {{count}}',
  fixErrors_other: 'يرجى تصحيح الحقول المميزة وعددها {{count}}',
};

export const formWords = { ar: { listsForms: ar } };
