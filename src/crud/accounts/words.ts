/**
 * The words of the accounts panel (./AccountCode.tsx, issue 38): issuing a one-time sign-in code on an account's page.
 * Registered by ../all-words.ts. French and Arabic are in ./words-fr.ts and ./words-ar.ts, loaded only when that
 * language is chosen.
 */
const en = {
  issue: 'Issue a one-time sign-in code',
  confirmTitle: 'Issue a one-time sign-in code for {{name}}?',
  confirmText:
    'Every session of this account is signed out. The person signs in once with the code as their password, and must then choose a new password.',
  confirmOk: 'Issue the code',
  cancel: 'Cancel',
  codeTitle: 'One-time sign-in code for {{name}}',
  shownOnce: 'This code is shown only once: nobody can read it again. Give it to the person in private.',
  howTo: 'They sign in with their username and this code as the password, and must then choose a new password.',
  validUntil: 'Valid until',
  copy: 'Copy the code',
  copied: 'Code copied',
  copyFailed: 'Could not copy: select the code and copy it',
  close: 'Close',
  failed: 'The code could not be issued',
};

export type AccountsKey = keyof typeof en;

const th: Record<AccountsKey, string> = {
  issue: 'ออกรหัสเข้าสู่ระบบใช้ครั้งเดียว',
  confirmTitle: 'ออกรหัสเข้าสู่ระบบใช้ครั้งเดียวให้ {{name}} หรือไม่',
  confirmText: 'ทุกเซสชันของบัญชีนี้จะถูกออกจากระบบ ผู้ใช้เข้าสู่ระบบได้หนึ่งครั้งโดยใช้รหัสนี้เป็นรหัสผ่าน แล้วต้องตั้งรหัสผ่านใหม่',
  confirmOk: 'ออกรหัส',
  cancel: 'ยกเลิก',
  codeTitle: 'รหัสเข้าสู่ระบบใช้ครั้งเดียวของ {{name}}',
  shownOnce: 'รหัสนี้แสดงเพียงครั้งเดียว ไม่มีใครเปิดดูได้อีก กรุณาส่งให้เจ้าของบัญชีเป็นการส่วนตัว',
  howTo: 'เจ้าของบัญชีเข้าสู่ระบบด้วยชื่อผู้ใช้และใช้รหัสนี้เป็นรหัสผ่าน แล้วต้องตั้งรหัสผ่านใหม่',
  validUntil: 'ใช้ได้ถึง',
  copy: 'คัดลอกรหัส',
  copied: 'คัดลอกรหัสแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ กรุณาเลือกรหัสแล้วคัดลอกเอง',
  close: 'ปิด',
  failed: 'ออกรหัสไม่สำเร็จ',
};

export const accountsWords = { en: { accounts: en }, th: { accounts: th } };
