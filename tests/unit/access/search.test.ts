/**
 * The header's search rules (src/access/search.ts): which resources a reader may search and by which fields,
 * and the limits of a query. The server's answers are pinned in pages-search.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { buildAbility, type AccessContext } from '../../../src/access/decide';
import { routeName } from '../../../src/access/menu';
import { isSearchableText, parseSearchQuery, SEARCH_LIMITS, searchTargets } from '../../../src/access/search';
import { loadSchemas, type ResourceSchema } from '../../../src/schema';
import { testUser } from '../../support/users';

type Field = ResourceSchema['fields'][number];
const L = (en: string) => ({ en, th: en });
const HR_ONLY = { read: { roles: ['HR'] } };

/** A resource in the HR area whose route is its name. */
const resource = (name: string, titleField: string, fields: unknown[], extra: Record<string, unknown> = {}) => ({
  file: `${name}.json`,
  json: { name, label: L(name), pluralLabel: L(name), area: 'hr', route: `/apps/hr/${name}`, titleField, fields, ...extra },
});

const registry = loadSchemas([
  { file: '_areas.json', json: { areas: [{ name: 'hr', label: L('HR'), order: 1 }] } },
  // Title and document number: both searched, the title first.
  resource(
    'memos',
    'subject',
    [
      { name: 'number', type: 'text' },
      { name: 'subject', type: 'text' },
    ],
    {
      naming: { field: 'number', pattern: 'MEMO-{####}' },
    },
  ),
  // The document number is the title: searched once.
  resource('tickets', 'code', [{ name: 'code', type: 'text' }], { naming: { field: 'code', pattern: 'TK-{####}' } }),
  // The title only, without a document number.
  resource('notes', 'body', [{ name: 'body', type: 'textarea' }]),
  // A document number HR alone may see: others search the title only.
  resource(
    'payslips',
    'name',
    [
      { name: 'name', type: 'text' },
      { name: 'slipNo', type: 'text', access: HR_ONLY },
    ],
    {
      naming: { field: 'slipNo', pattern: 'PS-{####}' },
    },
  ),
  // A title HR alone may see: others do not search the resource, even by its number.
  resource(
    'secrets',
    'title',
    [
      { name: 'ref', type: 'text' },
      { name: 'title', type: 'text', access: HR_ONLY },
    ],
    {
      naming: { field: 'ref', pattern: 'S-{####}' },
    },
  ),
  // A title that is not text: the resource is not searched, even by its text number.
  resource(
    'holidays',
    'day',
    [
      { name: 'day', type: 'date' },
      { name: 'ref', type: 'text' },
    ],
    {
      naming: { field: 'ref', pattern: 'H-{####}' },
    },
  ),
  // Listed by HR only.
  resource('reviews', 'title', [{ name: 'title', type: 'text' }], { access: { list: { roles: ['HR'] } } }),
  // Not on the menu below.
  resource('hidden', 'title', [{ name: 'title', type: 'text' }]),
]);
const byName = (name: string) => registry.byName.get(name)!;

const MENU = [
  {
    title: 'HR',
    children: registry.resources
      .filter((r) => r.name !== 'hidden')
      .map((r) => ({ title: r.name, to: routeName(r.route), isView: 'Y' })),
  },
];

const ctx = (role: string, extra: Partial<AccessContext> = {}): AccessContext => ({
  user: testUser(role, 'E1'),
  perms: {},
  menu: MENU as never,
  ability: null,
  ...extra,
});

const targets = (c: AccessContext, resources: readonly ResourceSchema[] = registry.resources) =>
  searchTargets(resources, c).map((t) => [t.schema.name, t.fields] as const);

describe('searchTargets', () => {
  it('searches each resource the reader may list by its title, then its document number, each only if the reader sees it', () => {
    expect(registry.resources).toHaveLength(8);
    // In the registry's order (by name).
    expect(targets(ctx('Staff'))).toEqual([
      ['memos', ['subject', 'number']],
      ['notes', ['body']],
      ['payslips', ['name']],
      ['tickets', ['code']],
    ]);
    expect(targets(ctx('HR'))).toEqual([
      ['memos', ['subject', 'number']],
      ['notes', ['body']],
      ['payslips', ['name', 'slipNo']],
      ['reviews', ['title']],
      ['secrets', ['title', 'ref']],
      ['tickets', ['code']],
    ]);
    // The Admin passes the menu (the hidden resource) and every field rule.
    expect(targets(ctx('Admin')).map(([name]) => name)).toEqual([
      'hidden',
      'memos',
      'notes',
      'payslips',
      'reviews',
      'secrets',
      'tickets',
    ]);
    const memos = searchTargets([byName('memos')], ctx('Staff'))[0]!;
    expect(memos.schema).toBe(byName('memos'));
  });

  it('searches nothing for a reader not signed in, without a menu, or whom a rule forbids reading', () => {
    expect(searchTargets(registry.resources, { ...ctx('Staff'), user: null })).toEqual([]);
    expect(searchTargets(registry.resources, ctx('Staff', { menu: null }))).toEqual([]);
    const ability = buildAbility([
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'memos', inverted: true, reason: 'no memos' },
    ]);
    expect(targets(ctx('Staff', { ability })).map(([name]) => name)).toEqual(['notes', 'payslips', 'tickets']);
  });

  it('needs the menu flag to view the list', () => {
    const viewOff = [
      { title: 'HR', children: [{ title: 'memos', to: 'apps-hr-memos', isView: 'N', isCreate: 'Y', isEdit: 'Y' }] },
    ];
    expect(searchTargets([byName('memos')], ctx('Staff', { menu: viewOff as never }))).toEqual([]);
  });

  it('leaves out a document number that is not a field of the resource', () => {
    const ghost = { ...byName('notes'), naming: { field: 'ghost', pattern: 'G-{####}' } } as ResourceSchema;
    expect(targets(ctx('Admin'), [ghost])).toEqual([['notes', ['body']]]);
  });
});

describe('isSearchableText', () => {
  const field = (f: Record<string, unknown>) => ({ name: 'f', ...f }) as unknown as Field;

  it('is true of the free and linked text types, and of a time (filtered by its text)', () => {
    for (const type of ['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'barcode', 'time'])
      expect(isSearchableText(field({ type })), type).toBe(true);
  });

  it('is false of dates, code lists, references, numbers and files', () => {
    for (const type of [
      'date',
      'datetime',
      'monthYear',
      'select',
      'multiselect',
      'reference',
      'integer',
      'money',
      'boolean',
      'file',
    ])
      expect(isSearchableText(field({ type })), type).toBe(false);
  });

  it('is true of a stored text formula only', () => {
    expect(isSearchableText(field({ type: 'computed', format: 'text' }))).toBe(true);
    expect(isSearchableText(field({ type: 'computed', format: 'text', live: false }))).toBe(true);
    expect(isSearchableText(field({ type: 'computed', format: 'text', live: true }))).toBe(false);
    expect(isSearchableText(field({ type: 'computed', format: 'number' }))).toBe(false);
    expect(isSearchableText(field({ type: 'computed' }))).toBe(false);
    expect(isSearchableText(field({ type: 'computed', format: 'date' }))).toBe(false);
  });
});

describe('parseSearchQuery', () => {
  const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

  it('has its limits', () => {
    expect(SEARCH_LIMITS).toEqual({ minLength: 2, maxLength: 100, perResource: 5, maxPerResource: 10 });
  });

  it('trims the text and takes 5 results per resource from every resource unless told', () => {
    expect(parse('q=%20an%20')).toEqual({ ok: true, text: 'an', limit: 5, resources: null });
    expect(parse('q=an&limit=')).toEqual({ ok: true, text: 'an', limit: 5, resources: null });
    expect(parse('q=an&resources=')).toEqual({ ok: true, text: 'an', limit: 5, resources: null });
  });

  it('takes a text of 2 to 100 characters, counted after trimming', () => {
    const message = 'q must be 2 to 100 characters';
    expect(parse('q=ab')).toMatchObject({ ok: true, text: 'ab' });
    expect(parse(`q=${'x'.repeat(100)}`)).toMatchObject({ ok: true, text: 'x'.repeat(100) });
    for (const bad of ['', 'q=', 'q=a', 'q=%20a%20%20', `q=${'x'.repeat(101)}`])
      expect(parse(bad), bad).toEqual({ ok: false, message });
    expect(parse(`q=%20${'x'.repeat(100)}%20`)).toMatchObject({ ok: true });
  });

  it('takes a limit that is a whole number from 1 to 10', () => {
    expect(parse('q=an&limit=1')).toMatchObject({ ok: true, limit: 1 });
    expect(parse('q=an&limit=10')).toMatchObject({ ok: true, limit: 10 });
    for (const bad of ['0', '11', '-1', '2.5', 'abc', '1e1x'])
      expect(parse(`q=an&limit=${bad}`), bad).toEqual({ ok: false, message: 'limit must be a whole number from 1 to 10' });
  });

  it('narrows to the named resources, trimmed, without empty names', () => {
    expect(parse('q=an&resources=memos')).toMatchObject({ ok: true, resources: ['memos'] });
    expect(parse('q=an&resources=%20memos%20,,notes,%20')).toMatchObject({ ok: true, resources: ['memos', 'notes'] });
  });

  it('refuses a parameter it does not know, naming each', () => {
    expect(parse('q=an&x=1&limit=2&sort=id')).toEqual({
      ok: false,
      message: 'Unknown search parameter(s): x, sort. Use q, limit, resources',
    });
    // Checked before the text.
    expect(parse('x=1')).toEqual({ ok: false, message: 'Unknown search parameter(s): x. Use q, limit, resources' });
  });
});
