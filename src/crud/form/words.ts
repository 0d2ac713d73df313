/**
 * The words of the forms for people who work fast and on a phone (issue 12, parts 4 and 5): a tab's error count,
 * the form's Cancel (src/crud/form). Under `listsForms`, with the list's (../list/words.ts). Registered by
 * ../all-words.ts.
 */
const en = {
  tabErrors_one: '{{count}} error on this tab',
  tabErrors_other: '{{count}} errors on this tab',
  cancel: 'Cancel',
  fixErrors_one: 'Please correct the highlighted field',
  fixErrors_other: 'Please correct the {{count}} highlighted fields',
};

export type FormWordsKey = keyof typeof en;

const th: Record<FormWordsKey, string> = {
  tabErrors_one: 'แท็บนี้มีข้อผิดพลาด {{count}} รายการ',
  tabErrors_other: 'แท็บนี้มีข้อผิดพลาด {{count}} รายการ',
  cancel: 'ยกเลิก',
  fixErrors_one: 'กรุณาแก้ไขช่องที่ไฮไลต์',
  fixErrors_other: 'กรุณาแก้ไขช่องที่ไฮไลต์ {{count}} ช่อง',
};

const fr: Record<FormWordsKey, string> = {
  tabErrors_one: '{{count}} erreur dans cet onglet',
  tabErrors_other: '{{count}} erreurs dans cet onglet',
  cancel: 'Annuler',
  fixErrors_one: 'Veuillez corriger le champ signalé',
  fixErrors_other: 'Veuillez corriger les {{count}} champs signalés',
};

/** Arabic counts take six plural forms (i18next: zero, one, two, few, many, other). */
const ar: Record<FormWordsKey, string> & Record<string, string> = {
  tabErrors_one: 'خطأ واحد في علامة التبويب هذه',
  tabErrors_zero: 'لا أخطاء في علامة التبويب هذه',
  tabErrors_two: 'خطآن في علامة التبويب هذه',
  tabErrors_few: '{{count}} أخطاء في علامة التبويب هذه',
  tabErrors_many: '{{count}} خطأً في علامة التبويب هذه',
  tabErrors_other: '{{count}} خطأ في علامة التبويب هذه',
  cancel: 'إلغاء',
  fixErrors_one: 'يرجى تصحيح الحقل المميز',
  fixErrors_zero: 'يرجى تصحيح الحقول المميزة',
  fixErrors_two: 'يرجى تصحيح الحقلين المميزين',
  fixErrors_few: 'يرجى تصحيح الحقول المميزة وعددها {{count}}',
  fixErrors_many: 'يرجى تصحيح الحقول المميزة وعددها {{count}}',
  fixErrors_other: 'يرجى تصحيح الحقول المميزة وعددها {{count}}',
};

export const formWords = { en: { listsForms: en }, th: { listsForms: th }, fr: { listsForms: fr }, ar: { listsForms: ar } };
