/**
 * The words of "create from" and a record's linked records (src/crud/create-from), under `linked` (with the
 * comments' words, ../comments/words.ts). Registered by ../all-words.ts.
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

const fr: Record<CreateFromKey, string> = {
  create: 'Créer : {{label}}',
  created: '{{label}} {{title}} créé',
  createFailed: 'Impossible de créer : {{label}}',
  createFromIntro: 'Un nouvel élément « {{label}} » est créé à partir de {{source}} : {{fields}} sont copiés.',
  createFromLines_one: '{{table}} : {{count}} ligne est copiée.',
  createFromLines_other: '{{table}} : {{count}} lignes sont copiées.',
  createFromFill: 'Complétez ce qui manque :',
  createFromNothing: 'Rien d’autre n’est nécessaire.',
  linkedEmpty: 'Aucun pour le moment',
  openList: 'Ouvrir la liste',
};

/** Arabic counts take six plural forms (i18next: zero, one, two, few, many, other). */
const ar: Record<CreateFromKey, string> & Record<string, string> = {
  create: 'إنشاء {{label}}',
  created: 'تم إنشاء {{label}} {{title}}',
  createFailed: 'تعذّر إنشاء {{label}}',
  createFromIntro: 'يُنشأ {{label}} جديد من {{source}}: تُنسخ الحقول {{fields}}.',
  createFromLines_zero: '{{table}}: لا تُنسخ أي سطور.',
  createFromLines_one: '{{table}}: يُنسخ سطر واحد.',
  createFromLines_two: '{{table}}: يُنسخ سطران.',
  createFromLines_few: '{{table}}: تُنسخ {{count}} سطور.',
  createFromLines_many: '{{table}}: يُنسخ {{count}} سطرًا.',
  createFromLines_other: '{{table}}: يُنسخ {{count}} سطر.',
  createFromFill: 'أكمل ما ينقصه:',
  createFromNothing: 'لا يلزم شيء آخر.',
  linkedEmpty: 'لا يوجد بعد',
  openList: 'فتح القائمة',
};

export const createFromWords = { en: { linked: en }, th: { linked: th }, fr: { linked: fr }, ar: { linked: ar } };
