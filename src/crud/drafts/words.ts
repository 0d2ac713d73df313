/**
 * The words of a create form's drafts (src/crud/drafts), under `drafts`. Registered by ../all-words.ts. The
 * confirm is the spec's label text "confirm loading a saved draft".
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  save: 'Save draft',
  saved: 'Draft saved',
  saveError: 'Could not save the draft',
  list: 'Drafts ({{count}})',
  untitled: 'Untitled draft',
  savedAt: 'saved {{at}}',
  confirmTitle: 'Load the saved draft?',
  confirmText: 'You have a saved draft "{{title}}" ({{at}}). Load it into the form?',
  load: 'Load draft',
  startBlank: 'Start a blank form',
  loaded: 'Draft loaded: finish the form and save it',
  current: 'Working on: {{title}}',
  remove: 'Delete draft {{title}}',
  removed: 'Draft deleted',
  loadError: 'Could not load your drafts',
};

export type DraftsKey = keyof typeof en;

const th: Record<DraftsKey, string> = {
  save: 'บันทึกฉบับร่าง',
  saved: 'บันทึกฉบับร่างแล้ว',
  saveError: 'ไม่สามารถบันทึกฉบับร่างได้',
  list: 'ฉบับร่าง ({{count}})',
  untitled: 'ฉบับร่างไม่มีชื่อ',
  savedAt: 'บันทึกเมื่อ {{at}}',
  confirmTitle: 'ต้องการโหลดฉบับร่างที่บันทึกไว้หรือไม่?',
  confirmText: 'คุณมีฉบับร่าง "{{title}}" ({{at}}) ต้องการโหลดลงในแบบฟอร์มหรือไม่?',
  load: 'โหลดฉบับร่าง',
  startBlank: 'เริ่มแบบฟอร์มใหม่',
  loaded: 'โหลดฉบับร่างแล้ว กรอกข้อมูลให้ครบแล้วบันทึก',
  current: 'กำลังแก้ไข: {{title}}',
  remove: 'ลบฉบับร่าง {{title}}',
  removed: 'ลบฉบับร่างแล้ว',
  loadError: 'ไม่สามารถโหลดฉบับร่างของคุณได้',
};

export const draftsWords = { en: { drafts: en }, th: { drafts: th } };
