import { describe, expect, it } from 'vitest';
import { amidThai } from '../../../src/i18n/spacing';

describe('a word put between Thai words (a toast naming the resource)', () => {
  it('stays joined when Thai at both ends, and is set apart by a space where it is not', () => {
    expect(`สร้าง${amidThai('บันทึกข้อความ')}เรียบร้อยแล้ว`).toBe('สร้างบันทึกข้อความเรียบร้อยแล้ว');
    expect(`สร้าง${amidThai('memo')}เรียบร้อยแล้ว`).toBe('สร้าง memo เรียบร้อยแล้ว');
    expect(`สร้าง${amidThai('ใบขอซื้อ (PR)')}เรียบร้อยแล้ว`).toBe('สร้างใบขอซื้อ (PR) เรียบร้อยแล้ว');
    expect(`ลบ${amidThai(' IT อุปกรณ์ ')}เรียบร้อยแล้ว`).toBe('ลบ IT อุปกรณ์เรียบร้อยแล้ว');
    expect(amidThai('  ')).toBe('');
  });
});
