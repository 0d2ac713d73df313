/**
 * For the import tests: a fixture schema with `import: true` beside the shared fixtures (people it refers
 * to), with a document number, a unique field, options, a flag with a default, a date, a field only HR
 * may write, a reference, a computed field and a constraint across records (name unique per owner). And
 * one with child tables (events): participants (a required reference to people, points, a boolean with a
 * default, and columns no file fills: a file, a read-only one, a computed one) and costs (a table only HR
 * may write), with a total over the participants' points.
 */
import { loadSchemas, type SchemaRegistry } from '../../src/schema';
import { FIXTURE_FILES } from './test-server';

const L = (en: string, th = en) => ({ en, th });

export const CONTACTS_FILE = {
  file: 'contacts.json',
  json: {
    name: 'contacts',
    label: L('Contact', 'ผู้ติดต่อ'),
    pluralLabel: L('Contacts', 'ผู้ติดต่อ'),
    area: 'hr',
    route: '/apps/hr/contacts',
    titleField: 'name',
    import: true,
    naming: { field: 'no', pattern: 'C{####}' },
    fields: [
      { name: 'no', type: 'text', label: L('Number', 'เลขที่'), readOnly: true },
      { name: 'name', type: 'text', label: L('Name', 'ชื่อ'), required: true, maxLength: 50, seed: 'personName' },
      { name: 'email', type: 'email', label: L('Email', 'อีเมล'), unique: true, seed: 'email' },
      {
        name: 'kind',
        type: 'select',
        label: L('Kind', 'ประเภท'),
        required: true,
        options: [
          { value: 'lead', label: L('Lead', 'ผู้สนใจ') },
          { value: 'customer', label: L('Customer', 'ลูกค้า') },
        ],
      },
      { name: 'tags', type: 'multiselect', label: L('Tags', 'แท็ก'), options: ['vip', 'new'] },
      { name: 'active', type: 'flag', label: L('Active', 'ใช้งาน'), default: 'Y' },
      { name: 'since', type: 'date', label: L('Since', 'ตั้งแต่') },
      { name: 'credit', type: 'money', label: L('Credit limit', 'วงเงิน'), min: 0, access: { write: { roles: ['HR'] } } },
      { name: 'owner', type: 'reference', resource: 'people', label: L('Owner', 'ผู้ดูแล') },
      { name: 'photo', type: 'image', label: L('Photo', 'รูป') },
      {
        name: 'display',
        type: 'computed',
        label: L('Display name', 'ชื่อที่แสดง'),
        format: 'text',
        formula: { cat: [{ var: 'name' }, ' (', { var: 'kind' }, ')'] },
      },
    ],
    constraints: [
      {
        unique: ['name', 'owner'],
        field: 'name',
        message: L('This owner already has a contact of that name', 'ผู้ดูแลนี้มีผู้ติดต่อชื่อนี้แล้ว'),
      },
    ],
    access: { create: { roles: ['Admin', 'HR', 'Staff'] }, edit: { roles: ['Admin', 'HR'] } },
    seed: { count: 3 },
  },
};

export const EVENTS_FILE = {
  file: 'events.json',
  json: {
    name: 'events',
    label: L('Event', 'กิจกรรม'),
    pluralLabel: L('Events', 'กิจกรรม'),
    area: 'hr',
    route: '/apps/hr/events',
    titleField: 'title',
    import: true,
    fields: [
      {
        name: 'title',
        type: 'text',
        label: L('Title', 'ชื่อกิจกรรม'),
        required: true,
        maxLength: 100,
        unique: true,
        seed: 'sentence',
      },
      { name: 'day', type: 'date', label: L('Day', 'วันที่') },
      {
        name: 'participants',
        type: 'table',
        label: L('Participants', 'ผู้เข้าร่วม'),
        fields: [
          { name: 'person', type: 'reference', resource: 'people', label: L('Person', 'บุคคล'), required: true },
          { name: 'points', type: 'integer', label: L('Points', 'คะแนน'), min: 0, max: 100 },
          { name: 'attended', type: 'boolean', label: L('Attended', 'เข้าร่วมจริง'), default: false },
          { name: 'certificate', type: 'file', label: L('Certificate', 'ใบรับรอง') },
          { name: 'note', type: 'text', label: L('Note', 'หมายเหตุ'), readOnly: true },
          { name: 'double', type: 'computed', label: L('Double', 'สองเท่า'), formula: { '*': [{ var: 'points' }, 2] } },
        ],
      },
      {
        name: 'costs',
        type: 'table',
        label: L('Costs', 'ค่าใช้จ่าย'),
        access: { write: { roles: ['HR'] } },
        fields: [
          { name: 'item', type: 'text', label: L('Item', 'รายการ'), required: true, maxLength: 50 },
          { name: 'amount', type: 'money', label: L('Amount', 'จำนวนเงิน'), min: 0 },
        ],
      },
      {
        name: 'total',
        type: 'computed',
        label: L('Total points', 'คะแนนรวม'),
        precision: 0,
        formula: { sum: [{ var: 'participants' }, { var: ['points', 0] }] },
      },
    ],
    access: { create: { roles: ['Admin', 'HR', 'Staff'] }, edit: { roles: ['Admin', 'HR'] } },
    seed: { count: 2 },
  },
};

export const importRegistry = (): SchemaRegistry => loadSchemas(structuredClone([...FIXTURE_FILES, CONTACTS_FILE, EVENTS_FILE]));
