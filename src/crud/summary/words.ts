/**
 * The words of the summary screen (src/crud/summary), under `summary`; ./summaryWord.ts reads them. Registered by
 * ../all-words.ts.
 */
const en = {
  title: '{{label}} summary',
  crumb: 'Summary',
  none: '(none)',
  count: 'Count',
  total: 'Total',
  empty: 'Nothing to count',
  loadError: 'Could not load the summary',
  retry: 'Retry',
  openList: 'Open the list',
  openGroup: 'Open the list filtered by this group',
  noLink: 'A list cannot be filtered by an empty value',
  firstOf: 'The first {{shown}} of {{count}}',
  recordsError: 'Could not load the records',
};

export type SummaryKey = keyof typeof en;

const th: Record<SummaryKey, string> = {
  title: 'สรุป{{label}}',
  crumb: 'สรุป',
  none: '(ไม่ระบุ)',
  count: 'จำนวน',
  total: 'รวม',
  empty: 'ไม่มีข้อมูลให้นับ',
  loadError: 'ไม่สามารถโหลดสรุปได้',
  retry: 'ลองใหม่',
  openList: 'เปิดรายการ',
  openGroup: 'เปิดรายการที่กรองตามกลุ่มนี้',
  noLink: 'ไม่สามารถกรองรายการด้วยค่าว่างได้',
  firstOf: 'แสดง {{shown}} รายการแรกจาก {{count}}',
  recordsError: 'ไม่สามารถโหลดรายการได้',
};

const fr: Record<SummaryKey, string> = {
  title: 'Synthèse : {{label}}',
  crumb: 'Synthèse',
  none: '(aucun)',
  count: 'Nombre',
  total: 'Total',
  empty: 'Rien à compter',
  loadError: 'Impossible de charger la synthèse',
  retry: 'Réessayer',
  openList: 'Ouvrir la liste',
  openGroup: 'Ouvrir la liste filtrée sur ce groupe',
  noLink: 'Une liste ne peut pas être filtrée sur une valeur vide',
  firstOf: 'Les {{shown}} premiers sur {{count}}',
  recordsError: 'Impossible de charger les enregistrements',
};

const ar: Record<SummaryKey, string> = {
  title: 'ملخص {{label}}',
  crumb: 'الملخص',
  none: '(بلا قيمة)',
  count: 'العدد',
  total: 'المجموع',
  empty: 'لا يوجد ما يُعدّ',
  loadError: 'تعذّر تحميل الملخص',
  retry: 'إعادة المحاولة',
  openList: 'فتح القائمة',
  openGroup: 'فتح القائمة مصفّاة بهذه المجموعة',
  noLink: 'لا يمكن تصفية القائمة بقيمة فارغة',
  firstOf: 'أول {{shown}} من {{count}}',
  recordsError: 'تعذّر تحميل السجلات',
};

export const summaryWords = { en: { summary: en }, th: { summary: th }, fr: { summary: fr }, ar: { summary: ar } };
