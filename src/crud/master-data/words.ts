/**
 * The words of the tree list (src/crud/tree) and the settings screen (src/crud/master-data), under `masterData`.
 * Registered by ../all-words.ts.
 */
const en = {
  addChild: 'Add below',
  addRoot: 'Add a top-level entry',
  depth: 'Level',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  noSettings: 'There are no settings to show',
};

export type MasterDataKey = keyof typeof en;

const th: Record<MasterDataKey, string> = {
  addChild: 'เพิ่มรายการย่อย',
  addRoot: 'เพิ่มรายการระดับบนสุด',
  depth: 'ระดับ',
  expandAll: 'ขยายทั้งหมด',
  collapseAll: 'ย่อทั้งหมด',
  noSettings: 'ไม่มีค่าระบบให้แสดง',
};

const fr: Record<MasterDataKey, string> = {
  addChild: 'Ajouter en dessous',
  addRoot: 'Ajouter une entrée de premier niveau',
  depth: 'Niveau',
  expandAll: 'Tout déplier',
  collapseAll: 'Tout replier',
  noSettings: 'Aucun paramètre à afficher',
};

const ar: Record<MasterDataKey, string> = {
  addChild: 'إضافة عنصر فرعي',
  addRoot: 'إضافة عنصر في المستوى الأعلى',
  depth: 'المستوى',
  expandAll: 'توسيع الكل',
  collapseAll: 'طي الكل',
  noSettings: 'لا توجد إعدادات لعرضها',
};

export const masterDataWords = {
  en: { masterData: en },
  th: { masterData: th },
  fr: { masterData: fr },
  ar: { masterData: ar },
};
