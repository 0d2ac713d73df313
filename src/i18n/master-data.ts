/** The words of the tree list and the settings screen (src/crud/master-data), merged into i18next under `masterData` by ./index.ts. */
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

export const masterDataTranslations = { en: { masterData: en }, th: { masterData: th } };
