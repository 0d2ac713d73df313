/**
 * The words of the lists and forms for people who work fast and on a phone (issue 12, parts 4 and 5):
 * the phone's filter drawer, a tab's error count, the form's Cancel, the reference picker's columns.
 * Merged into i18next under `listsForms` by ./index.ts.
 */
const en = {
  filters: 'Filters',
  filtersApplied: 'Filters, {{count}} applied',
  showResults: 'Show results',
  tabErrors_one: '{{count}} error on this tab',
  tabErrors_other: '{{count}} errors on this tab',
  cancel: 'Cancel',
  fixErrors_one: 'Please correct the highlighted field',
  fixErrors_other: 'Please correct the {{count}} highlighted fields',
  openRecord: 'Click a row or press Enter on it to open the record',
};

export type ListsFormsKey = keyof typeof en;
type Strings = Record<ListsFormsKey, string>;

const th: Strings = {
  filters: 'ตัวกรอง',
  filtersApplied: 'ตัวกรอง ใช้อยู่ {{count}} รายการ',
  showResults: 'แสดงผลลัพธ์',
  tabErrors_one: 'แท็บนี้มีข้อผิดพลาด {{count}} รายการ',
  tabErrors_other: 'แท็บนี้มีข้อผิดพลาด {{count}} รายการ',
  cancel: 'ยกเลิก',
  fixErrors_one: 'กรุณาแก้ไขช่องที่ไฮไลต์',
  fixErrors_other: 'กรุณาแก้ไขช่องที่ไฮไลต์ {{count}} ช่อง',
  openRecord: 'คลิกแถวหรือกด Enter บนแถวเพื่อเปิดรายการ',
};

const fr: Strings = {
  filters: 'Filtres',
  filtersApplied: 'Filtres, {{count}} appliqué(s)',
  showResults: 'Voir les résultats',
  tabErrors_one: '{{count}} erreur dans cet onglet',
  tabErrors_other: '{{count}} erreurs dans cet onglet',
  cancel: 'Annuler',
  fixErrors_one: 'Veuillez corriger le champ signalé',
  fixErrors_other: 'Veuillez corriger les {{count}} champs signalés',
  openRecord: 'Cliquez sur une ligne ou appuyez sur Entrée pour ouvrir la fiche',
};

/** Arabic counts take six plural forms (i18next: zero, one, two, few, many, other). */
const ar: Strings & Record<string, string> = {
  filters: 'عوامل التصفية',
  filtersApplied: 'عوامل التصفية، {{count}} مطبقة',
  showResults: 'عرض النتائج',
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
  openRecord: 'انقر على صف أو اضغط Enter لفتح السجل',
};

export const listsFormsTranslations = {
  en: { listsForms: en },
  th: { listsForms: th },
  fr: { listsForms: fr },
  ar: { listsForms: ar },
};
