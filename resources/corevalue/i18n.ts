/**
 * The Super Heart screens' own strings (send, my balance, scores, report, limit setting), English and Thai; French
 * and Arabic in ./i18n-fr-ar.ts.
 * The core values' names and explanations are the company's: S, U, P, E, R.
 */
import { formatDate, formatMonth as formatMonthText } from '../../src/i18n/dates';
import { screenText } from '../screenText';
import { ar, fr } from './i18n-fr-ar';

const en = {
  title: 'Super Heart',
  reportTitle: 'Super Heart report',
  send: 'Send a Super Heart',
  sendIntro: 'Thank a colleague for living one of our core values.',
  colleague: 'Colleague',
  colleaguePlaceholder: 'Search by name or employee code',
  value: 'Core value',
  impression: 'Impression',
  impressionPlaceholder: 'What did they do, and how did it help?',
  sendButton: 'Send heart',
  sent: 'Heart sent',
  sentDetail: 'Your heart to {name} is on its way.',
  notSent: 'The heart was not sent',
  pickColleague: 'Pick a colleague',
  pickValue: 'Pick a core value',
  writeImpression: 'Write your impression (at least 5 characters)',
  leftMonth: 'Left this month',
  leftYear: 'Left this year',
  ofLimit: 'of {max}',
  noLimit: 'No limit',
  received: 'Hearts I received',
  given: 'Hearts I gave',
  scores: "A colleague's scores",
  rating: 'Top hearts this month',
  from: 'From',
  to: 'To',
  date: 'Date',
  none: 'No hearts yet',
  total: 'Total',
  pickToSee: 'Pick a colleague to see the hearts they received per core value',
  rank: 'Rank',
  hearts: 'Hearts',
  loadError: 'Could not load the hearts',
  retry: 'Retry',
  S: 'Service mind',
  U: 'Unity',
  P: 'Professionalism',
  E: 'Excellence',
  R: 'Responsibility',
  S_help: 'Serves colleagues and customers with care, beyond what is asked.',
  U_help: 'Works as one team, shares knowledge and helps others succeed.',
  P_help: 'Knows the job, keeps promises and acts with integrity.',
  E_help: 'Improves the way we work and delivers high quality.',
  R_help: 'Owns the result, follows through and is on time.',
  // report
  byCompany: 'Company',
  byDepartment: 'Department',
  bySection: 'Section',
  byMonth: 'Month-year',
  groupBy: 'Group by',
  month: 'Month',
  allMonths: 'All months',
  summaryTab: 'Summary',
  topTab: 'Top recipients',
  historyTab: 'History',
  limitTab: 'Limit setting',
  export: 'Export .xlsx',
  openHistory: 'Open the history with filters and export',
  historyIntro: 'Every heart sent: filter by sender, recipient, value, department or month, and export the list.',
  noneValue: '(none)',
  limitIntro: 'How many hearts one employee may send. Empty means no limit.',
  perMonth: 'Hearts per person per month',
  perYear: 'Hearts per person per year',
  save: 'Save',
  saved: 'Limits saved',
  notSaved: 'The limits were not saved',
  recipient: 'Recipient',
};

export type CorevalueText = keyof typeof en;

const th: Record<CorevalueText, string> = {
  title: 'ซูเปอร์ฮาร์ท',
  reportTitle: 'รายงานซูเปอร์ฮาร์ท',
  send: 'ส่งซูเปอร์ฮาร์ท',
  sendIntro: 'ขอบคุณเพื่อนร่วมงานที่ปฏิบัติตามค่านิยมองค์กร',
  colleague: 'เพื่อนร่วมงาน',
  colleaguePlaceholder: 'ค้นหาด้วยชื่อหรือรหัสพนักงาน',
  value: 'ค่านิยมองค์กร',
  impression: 'ความประทับใจ',
  impressionPlaceholder: 'เขาทำอะไร และช่วยอย่างไร',
  sendButton: 'ส่งหัวใจ',
  sent: 'ส่งหัวใจแล้ว',
  sentDetail: 'หัวใจของคุณถึง {name} แล้ว',
  notSent: 'ส่งหัวใจไม่สำเร็จ',
  pickColleague: 'กรุณาเลือกเพื่อนร่วมงาน',
  pickValue: 'กรุณาเลือกค่านิยม',
  writeImpression: 'กรุณาเขียนความประทับใจ (อย่างน้อย 5 ตัวอักษร)',
  leftMonth: 'เหลือเดือนนี้',
  leftYear: 'เหลือปีนี้',
  ofLimit: 'จาก {max}',
  noLimit: 'ไม่จำกัด',
  received: 'หัวใจที่ได้รับ',
  given: 'หัวใจที่ส่งให้ผู้อื่น',
  scores: 'คะแนนของเพื่อนร่วมงาน',
  rating: 'อันดับหัวใจเดือนนี้',
  from: 'จาก',
  to: 'ถึง',
  date: 'วันที่',
  none: 'ยังไม่มีหัวใจ',
  total: 'รวม',
  pickToSee: 'เลือกเพื่อนร่วมงานเพื่อดูจำนวนหัวใจที่ได้รับแยกตามค่านิยม',
  rank: 'อันดับ',
  hearts: 'หัวใจ',
  loadError: 'โหลดข้อมูลหัวใจไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  S: 'ใจบริการ',
  U: 'สามัคคี',
  P: 'ความเป็นมืออาชีพ',
  E: 'มุ่งสู่ความเป็นเลิศ',
  R: 'ความรับผิดชอบ',
  S_help: 'บริการเพื่อนร่วมงานและลูกค้าด้วยใจ เกินกว่าที่ถูกขอ',
  U_help: 'ทำงานเป็นทีมเดียวกัน แบ่งปันความรู้ และช่วยให้ผู้อื่นสำเร็จ',
  P_help: 'รู้จริงในงาน รักษาคำมั่นสัญญา และซื่อสัตย์',
  E_help: 'ปรับปรุงวิธีทำงานและส่งมอบงานคุณภาพสูง',
  R_help: 'รับผิดชอบต่อผลลัพธ์ ติดตามงานจนจบ และตรงต่อเวลา',
  byCompany: 'บริษัท',
  byDepartment: 'ฝ่าย',
  bySection: 'แผนก',
  byMonth: 'เดือน-ปี',
  groupBy: 'จัดกลุ่มตาม',
  month: 'เดือน',
  allMonths: 'ทุกเดือน',
  summaryTab: 'สรุป',
  topTab: 'ผู้ได้รับสูงสุด',
  historyTab: 'ประวัติ',
  limitTab: 'ตั้งค่าโควตา',
  export: 'ส่งออก .xlsx',
  openHistory: 'เปิดประวัติพร้อมตัวกรองและการส่งออก',
  historyIntro: 'หัวใจทุกดวงที่ส่ง กรองตามผู้ส่ง ผู้รับ ค่านิยม ฝ่าย หรือเดือน และส่งออกรายการได้',
  noneValue: '(ไม่ระบุ)',
  limitIntro: 'จำนวนหัวใจที่พนักงานหนึ่งคนส่งได้ เว้นว่างหมายถึงไม่จำกัด',
  perMonth: 'จำนวนหัวใจต่อคนต่อเดือน',
  perYear: 'จำนวนหัวใจต่อคนต่อปี',
  save: 'บันทึก',
  saved: 'บันทึกโควตาแล้ว',
  notSaved: 'บันทึกโควตาไม่สำเร็จ',
  recipient: 'ผู้รับ',
};

/** Every language's table (the tests check that French and Arabic translate every key). */
export const corevalueTables = { en, th, fr: fr satisfies typeof en, ar: ar satisfies typeof en };
export const corevalueText = screenText(en, th, { fr, ar });
export const { useText: useCorevalueText, title: corevalueTitle } = corevalueText;

export const CORE_VALUES = ['S', 'U', 'P', 'E', 'R'] as const;
export type CoreValue = (typeof CORE_VALUES)[number];
/** Each core value's colour: white words on it read at AA (antd's red, orange, blue, green and purple, darker shades). */
export const VALUE_COLORS: Record<CoreValue, string> = {
  S: '#cf1322',
  U: '#ad4e00',
  P: '#0958d9',
  E: '#237804',
  R: '#722ed1',
};

/** A date (YYYY-MM-DD, or the day of a datetime) as the reader's language writes it (src/i18n/dates.ts): "25/11/2569" in Thai. */
export const formatDay = (date: unknown, lang: string): string =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? formatDate(date.slice(0, 10), lang) : '';

/** A month (YYYY-MM) as the reader's language writes it (src/i18n/dates.ts): "11/2569" in Thai. */
export const formatMonth = (period: unknown, lang: string): string =>
  typeof period === 'string' && /^\d{4}-\d{2}$/.test(period) ? formatMonthText(period, lang) : '';
