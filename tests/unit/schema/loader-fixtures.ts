/** The resource builders the schema loader tests share (loader.test.ts, loader-fields.test.ts, loader-rules.test.ts). */
import { expect } from 'vitest';
import type { SchemaProblem } from '../../../src/schema/loader/loader';

export type Json = Record<string, unknown>;
export const text = (en: string) => ({ en, th: `${en} (th)` });

/** A small valid resource; `over` replaces top-level keys. */
export function resource(name: string, over: Json = {}): Json {
  return {
    name,
    label: text(name),
    pluralLabel: text(`${name} list`),
    area: 'sales',
    route: `/apps/sales/${name}`,
    titleField: 'title',
    fields: [{ name: 'title', type: 'text' }],
    ...over,
  };
}

/** A valid resource with the given fields (title first). */
export const withFields = (name: string, fields: Json[], over: Json = {}) =>
  resource(name, { fields: [{ name: 'title', type: 'text' }, ...fields], ...over });

/** Loads the files (areas added) and returns the problems; [] when they load. */
/** Expects exactly one problem, at `path` in `fileName`, with a message matching `message`. */
export function expectOnly(problems: SchemaProblem[], fileName: string, path: string, message: RegExp | string): void {
  expect(problems).toHaveLength(1);
  const [p] = problems;
  expect(p!.file).toBe(fileName);
  expect(p!.path).toBe(path);
  if (typeof message === 'string') expect(p!.message).toBe(message);
  else expect(p!.message).toMatch(message);
}
