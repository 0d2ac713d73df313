/** One-field validation helpers the record validation tests share (validate.test.ts, validate-record.test.ts). */
import { expect } from 'vitest';
import { validateRecord } from '../../../src/schema/records/validate';
import { schemaWith } from '../../support/schema-files';

export type Json = Record<string, unknown>;
export const text = (en: string, th = `${en}-th`) => ({ en, th });

/** Validates `{ [field.name]: value }` against a one-field schema. */
export function one(field: Json, value: unknown, lang = 'en') {
  const schema = schemaWith([{ name: 'v', label: text('Value', 'ค่า'), ...field }]);
  const { values, errors } = validateRecord(schema, { v: value }, lang);
  return { value: values.v, error: errors.v };
}

export const bad = (field: Json, value: unknown, lang = 'en') => {
  const r = one(field, value, lang);
  expect(r.error, `${JSON.stringify(value)} should be refused`).toBeTypeOf('string');
  expect(r.value).toBeUndefined();
  return r.error!;
};
