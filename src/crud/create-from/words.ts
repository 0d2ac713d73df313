/**
 * The words of "create from" and a record's linked records (src/crud/create-from), under `linked` (with the
 * comments' words, ../comments/words.ts). Registered by ../all-words.ts.
 * French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that language is chosen.
 */
const en = {
  create: 'Create {{label}}',
  created: '{{label}} {{title}} created',
  createFailed: 'Could not create the {{label}}',
  createFromIntro: 'A new {{label}} is made from {{source}}: {{fields}} are copied.',
  createFromLines_one: '{{table}}: {{count}} line is copied.',
  createFromLines_other: '{{table}}: {{count}} lines are copied.',
  createFromFill: 'Fill in what it does not have:',
  createFromNothing: 'Nothing else is needed.',
  linkedEmpty: 'None yet',
  openList: 'Open the list',
};

export type CreateFromKey = keyof typeof en;

const th: Record<CreateFromKey, string> = {
  create: 'สร้าง{{label}}',
  created: 'สร้าง{{label}} {{title}} แล้ว',
  createFailed: 'สร้าง{{label}}ไม่สำเร็จ',
  createFromIntro: 'สร้าง{{label}}ใหม่จาก {{source}} โดยคัดลอก {{fields}}',
  createFromLines_one: '{{table}}: คัดลอก {{count}} รายการ',
  createFromLines_other: '{{table}}: คัดลอก {{count}} รายการ',
  createFromFill: 'กรอกข้อมูลที่ยังขาด:',
  createFromNothing: 'ไม่ต้องกรอกข้อมูลเพิ่ม',
  linkedEmpty: 'ยังไม่มี',
  openList: 'เปิดรายการ',
};

export const createFromWords = { en: { linked: en }, th: { linked: th } };
