/**
 * Hand-written word lists for the seed (no faker: the seed must be reproducible from our own PRNG and
 * read like a Thai company's data). Thai names carry a romanisation for e-mail addresses.
 */

/** [Thai, romanised] */
// prettier-ignore
export const THAI_FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['สมชาย', 'Somchai'], ['สมศักดิ์', 'Somsak'], ['สุดารัตน์', 'Sudarat'], ['วิชัย', 'Wichai'], ['นภา', 'Napa'],
  ['ประเสริฐ', 'Prasert'], ['กิตติพงษ์', 'Kittipong'], ['อรุณี', 'Arunee'], ['ปิยะนุช', 'Piyanuch'], ['ธนพล', 'Thanaphon'],
  ['ศิริพร', 'Siriporn'], ['ณัฐวุฒิ', 'Nattawut'], ['พิมพ์ชนก', 'Pimchanok'], ['อนุชา', 'Anucha'], ['จิราพร', 'Jiraporn'],
  ['ชยพล', 'Chayapon'], ['กมลชนก', 'Kamonchanok'], ['สุรชัย', 'Surachai'], ['วรรณา', 'Wanna'], ['ธีรวัฒน์', 'Teerawat'],
  ['ปวีณา', 'Paweena'], ['เอกชัย', 'Ekkachai'], ['รัตนา', 'Rattana'], ['ภานุวัฒน์', 'Panuwat'], ['มาลัย', 'Malai'],
  ['สุภาพร', 'Supaporn'], ['ชัยวัฒน์', 'Chaiwat'], ['นันทนา', 'Nantana'], ['อภิชาติ', 'Apichat'], ['กาญจนา', 'Kanjana'],
];

// prettier-ignore
export const THAI_LAST_NAMES: readonly (readonly [string, string])[] = [
  ['ใจดี', 'Jaidee'], ['วงศ์ไทย', 'Wongthai'], ['ศรีสุข', 'Srisuk'], ['รุ่งเรือง', 'Rungruang'], ['แสงทอง', 'Saengthong'],
  ['บุญมา', 'Boonma'], ['สุขสวัสดิ์', 'Suksawat'], ['ทองดี', 'Thongdee'], ['พึ่งบุญ', 'Phuengboon'], ['มั่นคง', 'Mankong'],
  ['เจริญผล', 'Charoenphon'], ['ศักดิ์สิทธิ์', 'Saksit'], ['กิตติศักดิ์', 'Kittisak'], ['ประเสริฐศรี', 'Prasertsri'], ['อินทรวงศ์', 'Intarawong'],
  ['ชัยมงคล', 'Chaimongkol'], ['สายบุญ', 'Saiboon'], ['พรหมมา', 'Promma'], ['นาคสุข', 'Naksuk'], ['วัฒนกุล', 'Wattanakul'],
  ['ธนากร', 'Thanakorn'], ['ปัญญาดี', 'Panyadee'], ['ศรีวิชัย', 'Sriwichai'], ['คงสมบูรณ์', 'Kongsomboon'], ['แก้วมณี', 'Kaewmanee'],
];

/** Foreign staff: [English, Thai spelling] (a Thai HR file writes every name in Thai too). */
// prettier-ignore
export const ENGLISH_FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['James', 'เจมส์'], ['Emily', 'เอมิลี่'], ['Daniel', 'แดเนียล'], ['Sophie', 'โซฟี'], ['Michael', 'ไมเคิล'],
  ['Olivia', 'โอลิเวีย'], ['David', 'เดวิด'], ['Grace', 'เกรซ'], ['Thomas', 'โทมัส'], ['Hannah', 'ฮันนาห์'],
  ['Peter', 'ปีเตอร์'], ['Laura', 'ลอรา'], ['Andrew', 'แอนดรูว์'], ['Chloe', 'โคลอี'], ['Mark', 'มาร์ก'],
  ['Sarah', 'ซาราห์'], ['Kenji', 'เคนจิ'], ['Mei', 'เหมย'], ['Ravi', 'ราวี'], ['Anna', 'แอนนา'],
];

// prettier-ignore
export const ENGLISH_LAST_NAMES: readonly (readonly [string, string])[] = [
  ['Smith', 'สมิธ'], ['Johnson', 'จอห์นสัน'], ['Brown', 'บราวน์'], ['Taylor', 'เทย์เลอร์'], ['Wilson', 'วิลสัน'],
  ['Clarke', 'คลาร์ก'], ['Walker', 'วอล์กเกอร์'], ['Wright', 'ไรต์'], ['Hughes', 'ฮิวจ์ส'], ['Evans', 'เอแวนส์'],
  ['Tanaka', 'ทานากะ'], ['Chen', 'เฉิน'], ['Patel', 'พาเทล'], ['Müller', 'มึลเลอร์'], ['Nguyen', 'เหงียน'],
  ['Lee', 'ลี'], ['Martin', 'มาร์ติน'], ['Lewis', 'ลูอิส'], ['Young', 'ยัง'], ['King', 'คิง'],
];

/** What colleagues call each other: short Thai nicknames (ชื่อเล่น). */
// prettier-ignore
export const NICKNAMES: readonly string[] = [
  'ต้น', 'ปุ๊ก', 'แบงค์', 'ฝน', 'เอ', 'บีม', 'มิ้นท์', 'โอ๊ต', 'แพร', 'เก่ง', 'นก', 'หนิง', 'อ้อม', 'กอล์ฟ', 'เบียร์',
  'ปอนด์', 'น้ำ', 'ฟ้า', 'เจ', 'ตั้ม', 'พลอย', 'แนน', 'บอย', 'จอย', 'ป๊อป', 'กิ๊ฟ', 'ออม', 'ตูน', 'เมย์', 'บอส',
];

// prettier-ignore
export const COMPANIES: readonly string[] = [
  'บริษัท สยามซัพพลาย จำกัด', 'บริษัท ไทยออโต้พาร์ท จำกัด', 'บริษัท รุ่งเรืองการค้า จำกัด', 'ห้างหุ้นส่วนจำกัด ศรีสุขพาณิชย์',
  'บริษัท กรุงเทพโลจิสติกส์ จำกัด', 'บริษัท เจริญยนต์ จำกัด (มหาชน)', 'บริษัท ไอทีโซลูชั่น ไทยแลนด์ จำกัด', 'บริษัท แสงทองอุตสาหกรรม จำกัด',
  'บริษัท ทองดีเทรดดิ้ง จำกัด', 'บริษัท มั่นคงเซอร์วิส จำกัด', 'บริษัท นครไทยคอมพิวเตอร์ จำกัด', 'บริษัท พรหมมาขนส่ง จำกัด',
  'Siam Supply Co., Ltd.', 'Bangkok Auto Parts Co., Ltd.', 'Thai Logistics Partners Co., Ltd.', 'Chao Phraya Trading Co., Ltd.',
  'Krungthep Office Solutions Co., Ltd.', 'Eastern Seaboard Engineering Co., Ltd.', 'Golden Lotus Services Co., Ltd.', 'Rattanakosin IT Co., Ltd.',
  'Sukhumvit Packaging Co., Ltd.', 'Pathum Wan Printing Co., Ltd.',
];

/** [street, sub-district, district, postcode]: real Bangkok places, invented house numbers. */
// prettier-ignore
export const BANGKOK_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['ถนนสุขุมวิท', 'แขวงคลองเตยเหนือ', 'เขตวัฒนา', '10110'],
  ['ถนนพระราม 4', 'แขวงสีลม', 'เขตบางรัก', '10500'],
  ['ถนนรัชดาภิเษก', 'แขวงดินแดง', 'เขตดินแดง', '10400'],
  ['ถนนพหลโยธิน', 'แขวงสามเสนใน', 'เขตพญาไท', '10400'],
  ['ถนนลาดพร้าว', 'แขวงจอมพล', 'เขตจตุจักร', '10900'],
  ['ถนนเพชรบุรีตัดใหม่', 'แขวงมักกะสัน', 'เขตราชเทวี', '10400'],
  ['ถนนสาทรใต้', 'แขวงทุ่งมหาเมฆ', 'เขตสาทร', '10120'],
  ['ถนนแจ้งวัฒนะ', 'แขวงทุ่งสองห้อง', 'เขตหลักสี่', '10210'],
  ['ถนนรามคำแหง', 'แขวงหัวหมาก', 'เขตบางกะปิ', '10240'],
  ['ถนนบางนา-ตราด', 'แขวงบางนา', 'เขตบางนา', '10260'],
  ['ถนนจรัญสนิทวงศ์', 'แขวงบางพลัด', 'เขตบางพลัด', '10700'],
  ['ถนนศรีนครินทร์', 'แขวงหนองบอน', 'เขตประเวศ', '10250'],
];

// prettier-ignore
export const CITIES: readonly string[] = [
  'กรุงเทพมหานคร', 'นนทบุรี', 'ปทุมธานี', 'สมุทรปราการ', 'ชลบุรี', 'เชียงใหม่', 'ขอนแก่น', 'นครราชสีมา', 'ภูเก็ต', 'ระยอง',
  'Head office, Bangkok', 'Training room 3A, Bangkok', 'Chiang Mai branch', 'Khon Kaen branch',
];

// prettier-ignore
export const PRODUCTS: readonly string[] = [
  'ผ้าเบรกหน้า', 'ผ้าเบรกหลัง', 'กรองน้ำมันเครื่อง', 'กรองอากาศ', 'หัวเทียน', 'แบตเตอรี่ 12V 65Ah', 'ใบปัดน้ำฝน 22 นิ้ว',
  'โช้คอัพหน้า', 'ลูกหมากปีกนก', 'สายพานไทม์มิ่ง', 'น้ำมันเครื่องสังเคราะห์ 5W-30', 'หลอดไฟหน้า LED',
  'Front brake pad', 'Rear brake disc', 'Oil filter', 'Cabin air filter', 'Spark plug (iridium)', 'Radiator coolant 4L',
  'Wiper blade 18"', 'Timing belt kit', 'Clutch plate', 'Wheel bearing', 'Engine mount', 'Fuel pump',
];

// prettier-ignore
export const DEPARTMENTS: readonly string[] = [
  'ฝ่ายบุคคล', 'ฝ่ายบัญชีและการเงิน', 'ฝ่ายขาย', 'ฝ่ายไอที', 'ฝ่ายคลังสินค้า', 'ฝ่ายจัดซื้อ', 'ฝ่ายการตลาด',
  'Human Resources', 'Accounting', 'Sales', 'IT Support', 'Warehouse', 'Purchasing',
];

// prettier-ignore
export const POSITIONS: readonly string[] = [
  'ผู้จัดการฝ่าย', 'หัวหน้าแผนก', 'เจ้าหน้าที่บุคคล', 'เจ้าหน้าที่บัญชี', 'พนักงานขาย', 'นักพัฒนาระบบ', 'เจ้าหน้าที่คลังสินค้า',
  'เจ้าหน้าที่จัดซื้อ', 'HR Officer', 'Accountant', 'Sales Executive', 'Software Developer', 'IT Support Engineer',
  'Warehouse Supervisor', 'Purchasing Officer', 'Department Manager',
];

// prettier-ignore
export const WORDS: readonly string[] = [
  'ต้น', 'ปุ๊ก', 'แบงค์', 'ฝน', 'เอ', 'บีม', 'มิ้นท์', 'โอ๊ต', 'แพร', 'เก่ง',
  'alpha', 'civic', 'vios', 'hilux', 'altis', 'dmax', 'jazz', 'city', 'almera', 'triton',
];

/** Titles: a subject plus a detail, in one language per value (Thai more often, as in the real data). */
// prettier-ignore
export const SUBJECTS = {
  th: ['ขออนุมัติจัดซื้อ', 'แจ้งกำหนดการ', 'ประกาศเรื่อง', 'ขอความร่วมมือเรื่อง', 'สรุปผลการประชุมเรื่อง', 'แจ้งปัญหา'],
  en: ['Request for approval of', 'Notice about', 'Schedule for', 'Summary of', 'Issue with', 'Training on'],
} as const;

// prettier-ignore
export const TOPICS = {
  th: [
    'คอมพิวเตอร์โน้ตบุ๊กสำหรับฝ่ายขาย', 'วันหยุดประจำปี 2569', 'การตรวจสุขภาพประจำปี', 'ระบบอีเมลขัดข้อง', 'การอบรมความปลอดภัย',
    'นโยบายการลางาน', 'งานเลี้ยงปีใหม่', 'การปรับปรุงคลังสินค้า', 'เครื่องพิมพ์ชั้น 3', 'การสำรองข้อมูล',
  ],
  en: [
    'office supplies for Q3', 'the new expense policy', 'the annual stock count', 'VPN access', 'customer service skills',
    'the printer on floor 2', 'the quarterly sales meeting', 'Excel for reporting', 'the parking card renewal', 'fire drill 2025',
  ],
} as const;

// prettier-ignore
export const SENTENCES = {
  th: [
    'กรุณาตรวจสอบรายละเอียดและดำเนินการภายในวันที่กำหนด',
    'หากมีข้อสงสัยสามารถติดต่อฝ่ายบุคคลได้ในเวลาทำการ',
    'เอกสารประกอบได้แนบมาพร้อมกับบันทึกนี้แล้ว',
    'ขอให้ทุกฝ่ายแจ้งรายชื่อผู้เข้าร่วมภายในสัปดาห์นี้',
    'ทางบริษัทขอขอบคุณทุกท่านสำหรับความร่วมมือ',
    'ระบบจะปิดปรับปรุงชั่วคราวในวันเสาร์นี้',
    'งบประมาณรายการนี้ได้รับอนุมัติในแผนประจำปีแล้ว',
  ],
  en: [
    'Please review the details and respond before the due date.',
    'The attached quotation covers delivery and installation.',
    'All staff are asked to register through the HR portal.',
    'The issue started after the latest system update.',
    'Budget for this item was approved in the annual plan.',
    'Contact the IT helpdesk at extension 1234 for support.',
    'Thank you all for your cooperation.',
  ],
} as const;

// prettier-ignore
export const EMAIL_DOMAIN = 'spp-demo.co.th';

/** Parts for more varied company names: [Thai, English]. */
// prettier-ignore
export const COMPANY_CORES: readonly (readonly [string, string])[] = [
  ['สยาม', 'Siam'], ['กรุงเทพ', 'Bangkok'], ['เจ้าพระยา', 'Chao Phraya'], ['รัตนโกสินทร์', 'Rattanakosin'], ['ล้านนา', 'Lanna'],
  ['อันดามัน', 'Andaman'], ['อีสาน', 'Isan'], ['ทองคำ', 'Golden'], ['ดาวเหนือ', 'North Star'], ['บัวหลวง', 'Lotus'],
  ['ศรีนคร', 'Srinakorn'], ['มหานคร', 'Metro'], ['ไทยรุ่งเรือง', 'Thai Prosper'], ['อโศก', 'Asoke'], ['พัฒนา', 'Pattana'],
];

// prettier-ignore
export const COMPANY_TRADES: readonly (readonly [string, string])[] = [
  ['ซัพพลาย', 'Supply'], ['เทรดดิ้ง', 'Trading'], ['ออโต้พาร์ท', 'Auto Parts'], ['โลจิสติกส์', 'Logistics'], ['เอ็นจิเนียริ่ง', 'Engineering'],
  ['ไอที', 'IT Services'], ['การพิมพ์', 'Printing'], ['แพ็คเกจจิ้ง', 'Packaging'], ['อินดัสทรี', 'Industries'], ['เซอร์วิส', 'Services'],
];
