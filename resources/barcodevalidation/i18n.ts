/** Barcode validation's own strings, English and Thai. */
import { screenText } from '../screenText';

const en = {
  title: 'Barcode validation',
  intro:
    'Paste barcodes (one per line) or scan them one by one; each is checked for its EAN-13 check digit, a product carrying it, and repeats.',
  list: 'Barcodes',
  listPlaceholder: 'One barcode per line',
  scan: 'Scan a barcode',
  scanPlaceholder: 'Scan or type a barcode, then Enter',
  check: 'Check barcodes',
  clear: 'Clear',
  export: 'Export to Excel',
  empty: 'Please enter at least one barcode.',
  line: '#',
  barcode: 'Barcode',
  valid: 'Valid',
  product: 'Product',
  problem: 'Problem',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  format: 'Not 13 digits',
  checkDigit: 'Wrong check digit',
  unknown: 'No product has this barcode',
  duplicate: 'Duplicate of line {line}',
  summary: '{total} checked: {valid} valid, {found} found, {problems} with problems',
  checkError: 'Could not look up the products',
  sheet: 'Barcodes',
};

const th: typeof en = {
  title: 'ตรวจสอบบาร์โค้ด',
  intro: 'วางบาร์โค้ด (บรรทัดละหนึ่งรายการ) หรือสแกนทีละรายการ ระบบจะตรวจเลขตรวจสอบ EAN-13 สินค้าที่ใช้บาร์โค้ดนั้น และรายการซ้ำ',
  list: 'บาร์โค้ด',
  listPlaceholder: 'บรรทัดละหนึ่งบาร์โค้ด',
  scan: 'สแกนบาร์โค้ด',
  scanPlaceholder: 'สแกนหรือพิมพ์บาร์โค้ด แล้วกด Enter',
  check: 'ตรวจสอบบาร์โค้ด',
  clear: 'ล้าง',
  export: 'ส่งออกเป็น Excel',
  empty: 'กรุณากรอกบาร์โค้ดอย่างน้อยหนึ่งรายการ',
  line: 'ลำดับ',
  barcode: 'บาร์โค้ด',
  valid: 'ถูกต้อง',
  product: 'สินค้า',
  problem: 'ปัญหา',
  yes: 'ใช่',
  no: 'ไม่',
  ok: 'ถูกต้อง',
  format: 'ไม่ใช่ตัวเลข 13 หลัก',
  checkDigit: 'เลขตรวจสอบไม่ถูกต้อง',
  unknown: 'ไม่มีสินค้าที่ใช้บาร์โค้ดนี้',
  duplicate: 'ซ้ำกับลำดับที่ {line}',
  summary: 'ตรวจแล้ว {total} รายการ: ถูกต้อง {valid} พบสินค้า {found} มีปัญหา {problems}',
  checkError: 'ค้นหาสินค้าไม่สำเร็จ',
  sheet: 'บาร์โค้ด',
};

export const barcodeText = screenText(en, th);
export const useBarcodeText = barcodeText.useText;
