/** Validation messages (src/schema/meta/messages.ts): every code in English and Thai, as the user reads it. */
import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageCode } from '../../../src/schema/meta/messages';

const EN: Record<MessageCode, string> = {
  required: 'Price is required',
  minLength: 'Price must be at least 3 characters',
  maxLength: 'Price must be at most 3 characters',
  min: 'Price must be at least 3',
  max: 'Price must be at most 3',
  integer: 'Price must be a whole number',
  decimals: 'Price takes at most 3 decimal places',
  number: 'Price must be a number',
  email: 'Price must be a valid email address',
  url: 'Price must be a valid URL starting with http:// or https://',
  phone: 'Price must be a valid phone number',
  pattern: 'Price has an invalid format',
  option: 'Price must be one of: 3',
  date: 'Price must be a date (YYYY-MM-DD)',
  time: 'Price must be a time (HH:mm)',
  monthYear: 'Price must be a month (YYYY-MM)',
  boolean: 'Price must be yes or no',
  flag: "Price must be 'Y' or 'N'",
  reference: 'Price must point to an existing record',
  rows: 'Price must be a list of rows',
  minRows: 'Price needs at least 3 row(s)',
  text: 'Price must be text',
  unique: 'Price is already used by another record',
  usedBy: 'Used by Price',
  usedByCount: '3 Price',
  referenceAmbiguous: 'Price: "3" matches more than one record',
  duplicateInFile: 'Price is the same as in row 3 of this file',
  writeDenied: 'You may not change Price',
  treeCycle: 'Price cannot be this record itself or one below it',
};

const TH: Record<MessageCode, string> = {
  required: 'กรุณากรอกราคา',
  minLength: 'ราคาต้องมีอย่างน้อย 3 ตัวอักษร',
  maxLength: 'ราคาต้องไม่เกิน 3 ตัวอักษร',
  min: 'ราคาต้องไม่น้อยกว่า 3',
  max: 'ราคาต้องไม่เกิน 3',
  integer: 'ราคาต้องเป็นจำนวนเต็ม',
  decimals: 'ราคามีทศนิยมได้ไม่เกิน 3 ตำแหน่ง',
  number: 'ราคาต้องเป็นตัวเลข',
  email: 'ราคาต้องเป็นอีเมลที่ถูกต้อง',
  url: 'ราคาต้องเป็น URL ที่ขึ้นต้นด้วย http:// หรือ https://',
  phone: 'ราคาต้องเป็นหมายเลขโทรศัพท์ที่ถูกต้อง',
  pattern: 'รูปแบบของราคาไม่ถูกต้อง',
  option: 'ราคาต้องเป็นหนึ่งใน: 3',
  date: 'ราคาต้องเป็นวันที่ (YYYY-MM-DD)',
  time: 'ราคาต้องเป็นเวลา (HH:mm)',
  monthYear: 'ราคาต้องเป็นเดือน (YYYY-MM)',
  boolean: 'ราคาต้องเป็นใช่หรือไม่ใช่',
  flag: "ราคาต้องเป็น 'Y' หรือ 'N'",
  reference: 'ราคาต้องอ้างถึงรายการที่มีอยู่',
  rows: 'ราคาต้องเป็นรายการแถว',
  minRows: 'ราคาต้องมีอย่างน้อย 3 แถว',
  text: 'ราคาต้องเป็นข้อความ',
  unique: 'ราคานี้ถูกใช้แล้ว',
  usedBy: 'ถูกใช้งานอยู่ใน ราคา',
  usedByCount: 'ราคา 3 รายการ',
  referenceAmbiguous: 'ราคา: "3" ตรงกับมากกว่าหนึ่งรายการ',
  duplicateInFile: 'ราคาซ้ำกับแถวที่ 3 ของไฟล์นี้',
  writeDenied: 'คุณไม่มีสิทธิ์แก้ไขราคา',
  treeCycle: 'ราคาต้องไม่ใช่รายการนี้เองหรือรายการที่อยู่ภายใต้รายการนี้',
};

describe('formatMessage', () => {
  it('says every message in English', () => {
    for (const code of Object.keys(EN) as MessageCode[]) expect(formatMessage(code, 'en', 'Price', 3)).toBe(EN[code]);
  });

  it('says every message in Thai', () => {
    for (const code of Object.keys(TH) as MessageCode[]) expect(formatMessage(code, 'th', 'ราคา', 3)).toBe(TH[code]);
  });

  it('says them in French and Arabic too, every code with its own words', () => {
    expect(formatMessage('number', 'fr', 'Espèces reçues')).toBe('Espèces reçues doit être un nombre');
    expect(formatMessage('number', 'ar', 'المبلغ')).toBe('يجب أن يكون المبلغ رقمًا');
    expect(formatMessage('decimals', 'fr', 'Prix', 2)).toBe('Prix accepte au plus 2 décimales');
    for (const lang of ['fr', 'ar'])
      for (const code of (Object.keys(EN) as MessageCode[]).filter((c) => c !== 'usedByCount'))
        expect(formatMessage(code, lang, 'X', 3), `${code} ${lang}`).not.toBe(formatMessage(code, 'en', 'X', 3));
  });

  it('falls back to English for a language it does not have', () => {
    expect(formatMessage('required', 'de', 'Price')).toBe('Price is required');
  });

  it('takes a label literally, $ patterns included, and leaves {n} empty when no number is given', () => {
    expect(formatMessage('required', 'en', "Price ($&) $1 $$ $'")).toBe("Price ($&) $1 $$ $' is required");
    expect(formatMessage('min', 'en', 'Qty', '$&')).toBe('Qty must be at least $&');
    expect(formatMessage('min', 'en', 'Qty')).toBe('Qty must be at least ');
    expect(formatMessage('min', 'en', 'Qty', 0)).toBe('Qty must be at least 0');
  });
});
