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
  'company',
  'address',
  'sentence',
  'paragraph',
  'word',
  'code',
  'taxId',
  'phone',
  'email',
  'product',
  'city',
  'department',
  'position',
] as const;

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export'] as const;
export type ResourceAction = (typeof ACTIONS)[number];
