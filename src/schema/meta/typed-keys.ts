/**
 * For each field key that only some field types take, those types: the meta-schema's TYPED_FIELD_KEYS (fields.ts,
 * derived from its zod shapes) written out as plain data, so the browser (the schema editor) knows it without
 * carrying zod. tests/unit/schema/field-union.test.ts checks the two are equal: change fields.ts, then this table.
 */
export const FIELD_KEY_TYPES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['minLength', ['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'barcode']],
  ['maxLength', ['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'barcode']],
  ['pattern', ['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'barcode']],
  ['patternMessage', ['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'barcode']],
  ['min', ['integer', 'number', 'money', 'percent']],
  ['max', ['integer', 'number', 'money', 'percent']],
  ['precision', ['integer', 'number', 'money', 'percent', 'computed']],
  ['notBefore', ['date', 'datetime', 'time', 'monthYear']],
  ['after', ['date', 'datetime', 'time', 'monthYear']],
  ['options', ['select', 'multiselect']],
  ['optionsFrom', ['select', 'multiselect']],
  ['resource', ['reference']],
  ['labelField', ['reference']],
  ['onDelete', ['reference']],
  ['accept', ['file', 'image']],
  ['formula', ['computed']],
  ['allocate', ['computed']],
  ['rollup', ['computed']],
  ['format', ['computed']],
  ['live', ['computed']],
  ['color', ['computed']],
  ['fields', ['table']],
  ['minRows', ['table']],
  ['rowActions', ['table']],
]);
