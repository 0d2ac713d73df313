/**
 * Texts of the print layout (src/crud/print) and the inbox bell (src/shell/InboxBell.tsx), merged into
 * i18next under `print` and `inbox` by ./index.ts.
 */
const en = {
  print: {
    button: 'Print',
    preparing: 'Preparing the print layout…',
    company: 'Staff Back Office',
    taxId: 'Tax ID {{taxId}}',
    documentNo: 'No.',
    status: 'Status',
    printedBy: 'Printed by {{name}} on {{date}}',
    page: 'Page',
    general: 'General',
    details: 'Details',
    total: 'Total',
    trail: 'Workflow trail',
    trailEmpty: 'No workflow action yet.',
    trailUnavailable: 'The workflow trail could not be loaded.',
    when: 'Date',
    action: 'Action',
    by: 'By',
    comment: 'Comment',
    signatures: 'Signatures',
    preparedBy: 'Prepared by',
    date: 'Date',
  },
  inbox: {
    title: 'Waiting for you',
    bell: 'Inbox: {{count}} waiting',
    empty: 'Nothing is waiting for you.',
    loadError: 'Could not load what is waiting for you.',
    more: 'and {{count}} more',
    refresh: 'Refresh',
  },
};

type Texts = { [K in keyof typeof en]: Record<keyof (typeof en)[K], string> };

const th: Texts = {
  print: {
    button: 'พิมพ์',
    preparing: 'กำลังเตรียมหน้าพิมพ์…',
    company: 'ระบบงานพนักงาน',
    taxId: 'เลขประจำตัวผู้เสียภาษี {{taxId}}',
    documentNo: 'เลขที่',
    status: 'สถานะ',
    printedBy: 'พิมพ์โดย {{name}} เมื่อ {{date}}',
    page: 'หน้า',
    general: 'ข้อมูลทั่วไป',
    details: 'รายละเอียด',
    total: 'รวม',
    trail: 'ประวัติการดำเนินการ',
    trailEmpty: 'ยังไม่มีการดำเนินการ',
    trailUnavailable: 'ไม่สามารถโหลดประวัติการดำเนินการได้',
    when: 'วันที่',
    action: 'การดำเนินการ',
    by: 'โดย',
    comment: 'หมายเหตุ',
    signatures: 'ลงนาม',
    preparedBy: 'ผู้จัดทำ',
    date: 'วันที่',
  },
  inbox: {
    title: 'รอคุณดำเนินการ',
    bell: 'กล่องงาน: รอดำเนินการ {{count}} รายการ',
    empty: 'ไม่มีรายการที่รอคุณดำเนินการ',
    loadError: 'ไม่สามารถโหลดรายการที่รอดำเนินการได้',
    more: 'และอีก {{count}} รายการ',
    refresh: 'รีเฟรช',
  },
};

export const printInboxTranslations = { en, th };
