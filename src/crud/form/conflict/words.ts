/**
 * The words of a save refused because someone changed the record after it was opened (./ConflictDialog.tsx, and the
 * workflow and row-action buttons of the record's page). Under `conflict`. Registered by ../../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  title: 'Someone changed this record after you opened it',
  changedBy: '{{name}} changed {{fields}} ({{time}})',
  changedByNoFields: '{{name}} changed it ({{time}})',
  someone: 'Someone',
  field: 'Field',
  theirs: 'Saved by them',
  mine: 'Yours',
  bothChanged: 'you changed it too',
  explain:
    'What you typed stays in the form until you choose. Keep mine saves your values where you changed the same field; take theirs puts their values in those fields, and you save again.',
  keepMine: 'Keep mine and save',
  takeTheirs: 'Take theirs',
  stepRefused: 'Someone changed this record after you opened it. The page now shows their change: check it and try again.',
  takenTheirs: 'Their values are in the form. Check them and save.',
};

export type ConflictWordsKey = keyof typeof en;

const th: Record<ConflictWordsKey, string> = {
  title: 'มีผู้อื่นแก้ไขรายการนี้หลังจากที่คุณเปิด',
  changedBy: '{{name}} แก้ไข {{fields}} ({{time}})',
  changedByNoFields: '{{name}} แก้ไขรายการนี้ ({{time}})',
  someone: 'ผู้ใช้อื่น',
  field: 'ช่องข้อมูล',
  theirs: 'ค่าที่เขาบันทึก',
  mine: 'ค่าของคุณ',
  bothChanged: 'คุณแก้ไขช่องนี้ด้วย',
  explain:
    'ค่าที่คุณพิมพ์ยังอยู่ในฟอร์มจนกว่าคุณจะเลือก "ใช้ค่าของฉัน" จะบันทึกค่าของคุณในช่องที่แก้ไขตรงกัน "ใช้ค่าของเขา" จะใส่ค่าของเขาในช่องเหล่านั้น แล้วคุณกดบันทึกอีกครั้ง',
  keepMine: 'ใช้ค่าของฉันและบันทึก',
  takeTheirs: 'ใช้ค่าของเขา',
  stepRefused: 'มีผู้อื่นแก้ไขรายการนี้หลังจากที่คุณเปิด หน้านี้แสดงการแก้ไขของเขาแล้ว กรุณาตรวจสอบและลองอีกครั้ง',
  takenTheirs: 'ใส่ค่าของเขาในฟอร์มแล้ว กรุณาตรวจสอบและบันทึก',
};

export const conflictWords = { en: { conflict: en }, th: { conflict: th } };
