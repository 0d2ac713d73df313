/**
 * The words of the tree list (src/crud/tree) and the settings screen (src/crud/master-data), under `masterData`.
 * Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
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

export const masterDataWords = { en: { masterData: en }, th: { masterData: th } };
