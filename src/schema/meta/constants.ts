/** The closed vocabularies of the schema format, without zod, so the browser can use them cheaply. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'richtext',
  'integer',
  'number',
  'money',
  'percent',
  'boolean',
  'flag',
  'date',
  'datetime',
  'time',
  'monthYear',
  'select',
  'multiselect',
  'reference',
  'email',
  'phone',
  'url',
  'barcode',
  'file',
  'image',
  'table',
  'computed',
  'status',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const SEED_KINDS = [
  'personName',
  'firstName',
  'lastName',
  'firstNameTh',
  'lastNameTh',
  'firstNameEn',
  'lastNameEn',
  'nickname',
  'username',
  'relativeName',
  'lineId',
  'company',
  'address',
  'sentence',
  'paragraph',
  'word',
  'code',
  'taxId',
  'ean13',
  'phone',
  'email',
  'product',
  'city',
  'department',
  'position',
] as const;

/** What deleting a record does to a reference that points at it (a reference field's `onDelete`; references.ts). */
export const ON_DELETE = ['restrict', 'setNull', 'cascade'] as const;
export type OnDelete = (typeof ON_DELETE)[number];

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type ResourceAction = (typeof ACTIONS)[number];

/**
 * The record key where the server keeps who took which stage of a workflow (`{ stage: [username, ...] }`,
 * src/access/duties.ts): a system key like `createdBy`, kept across updates and never set by a caller.
 */
export const WORKFLOW_ACTORS_KEY = 'workflowActors';

/** Fields a summary alias counts by, and the columns its expanded rows may name (aliases.ts, summary.ts). */
export const SUMMARY_GROUP_MAX = 3;
export const SUMMARY_COLUMNS_MAX = 12;
