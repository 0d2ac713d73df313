/** List aliases with filters (`aliases: { "open": { "screen": "list", "filters": {...} } }`): loader checks, filters, URL. */
import { describe, expect, it } from 'vitest';
import {
  aliasListFilters,
  aliasListSearch,
  aliasPath,
  aliasScreen,
  ALIAS_VALUES_MAX,
  ME,
} from '../../../src/schema/lists/alias-filters';
import { loadSchemas, SchemaLoadError } from '../../../src/schema/loader/loader';
import type { AliasTarget } from '../../../src/schema/meta/meta';

const text = (en: string) => ({ en, th: `${en} (th)` });
const AREAS = { file: '_areas.json', json: { areas: [{ name: 'it', label: text('IT'), order: 1 }] } };
const state = (value: string) => ({ value, label: text(value) });

const tickets = (aliases: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  name: 'tickets',
  label: text('Ticket'),
  pluralLabel: text('Tickets'),
  area: 'it',
  route: '/apps/ticket',
  titleField: 'title',
  fields: [
    { name: 'title', type: 'text' },
    { name: 'priority', type: 'select', options: ['low', { value: 'high', label: text('High') }] },
    { name: 'hours', type: 'integer' },
    { name: 'urgent', type: 'boolean' },
    { name: 'dueDate', type: 'date' },
    { name: 'assignee', type: 'text' },
    { name: 'attachment', type: 'file' },
    { name: 'lines', type: 'table', fields: [{ name: 'note', type: 'text' }] },
    { name: 'status', type: 'status' },
  ],
  workflow: {
    field: 'status',
    initial: 'open',
    states: ['open', 'inProgress', 'closed'].map(state),
    transitions: [
      { action: 'close', label: text('Close'), from: ['open', 'inProgress'], to: 'closed', allow: { roles: ['Admin'] } },
    ],
  },
  aliases,
  ...over,
});

function problems(...schemas: Record<string, unknown>[]): string[] {
  try {
    loadSchemas([AREAS, ...schemas.map((json) => ({ file: `${String(json.name)}.json`, json }))]);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaLoadError);
    return (error as SchemaLoadError).problems.map((p) => `${p.file}: ${p.path}: ${p.message}`);
  }
}

const list = (filters: Record<string, unknown>) => ({ screen: 'list', filters });

describe('list aliases with filters: the loader', () => {
  it('accepts filters over fields, createdBy and $me, beside the plain string form', () => {
    expect(
      problems(
        tickets(
          {
            open: list({ status: ['open', 'inProgress'] }),
            mine: list({ createdBy: '$me', priority: 'high' }),
            busy: list({ hours: [8, 16], urgent: true, dueDate: '2025-01-31', title: 'Printer' }),
            '/apps/it/queue': list({ assignee: ['$me'] }),
            manage: 'list',
            'view/:id': 'show',
            '/apps/it/queue/:id': 'show',
          },
          { ownerField: 'assignee' },
        ),
      ),
    ).toEqual([]);
  });

  it('reports every problem with its JSON path, in one run', () => {
    expect(
      problems(
        tickets({
          open: list({
            status: ['open', 'done'],
            priority: 'urgent',
            nope: 1,
            lines: 'x',
            attachment: 'a.pdf',
            hours: '8',
            urgent: 'yes',
            dueDate: '31/01/2025',
            title: '$me',
            createdBy: 5,
          }),
          empty: list({ assignee: '' }),
        }),
      ),
    ).toEqual([
      'tickets.json: $.aliases["open"].filters.status[1]: unknown state "done": expected one of open, inProgress, closed',
      'tickets.json: $.aliases["open"].filters.priority: unknown option "urgent": expected one of low, high',
      'tickets.json: $.aliases["open"].filters.nope: unknown field "nope": expected a field of the schema or createdBy',
      'tickets.json: $.aliases["open"].filters.lines: a list cannot be filtered by a table field',
      'tickets.json: $.aliases["open"].filters.attachment: a list cannot be filtered by a file field',
      'tickets.json: $.aliases["open"].filters.hours: expected a number, got "8"',
      'tickets.json: $.aliases["open"].filters.urgent: expected true or false, got "yes"',
      'tickets.json: $.aliases["open"].filters.dueDate: "31/01/2025" is not a valid date',
      'tickets.json: $.aliases["open"].filters.title: "$me" filters only createdBy',
      'tickets.json: $.aliases["open"].filters.createdBy: expected a username (text) or "$me"',
      'tickets.json: $.aliases["empty"].filters.assignee: expected a value, not empty text',
    ]);
  });

  it('$me is for createdBy or the ownerField only, and the message names both', () => {
    expect(problems(tickets({ mine: list({ assignee: ME, title: ME }) }, { ownerField: 'assignee' }))).toEqual([
      'tickets.json: $.aliases["mine"].filters.title: "$me" filters only createdBy or assignee',
    ]);
  });

  it('refuses filters on other screens, empty or malformed filters, and too many values', () => {
    const many = Array.from({ length: ALIAS_VALUES_MAX + 1 }, (_, i) => i);
    expect(
      problems(
        tickets({
          'view/:id': { screen: 'show', filters: { status: 'open' } },
          none: list({}),
          odd: { screen: 'list', filters: { status: { eq: 'open' } } },
          bare: { screen: 'list' },
        }),
      ),
    ).toEqual([
      'tickets.json: $.aliases.view/:id.screen: expected one of list, summary',
      'tickets.json: $.aliases.none.filters: expected at least one filter',
      'tickets.json: $.aliases.odd.filters.status: expected string or number or boolean',
      'tickets.json: $.aliases.bare.filters: a list alias written as an object needs its filters',
    ]);
    // The shape first: the filters' meaning is checked once every alias has the right shape.
    expect(problems(tickets({ lots: list({ hours: many }) }))).toEqual([
      'tickets.json: $.aliases["lots"].filters.hours: expected at most 20 values',
    ]);
  });

  it('keeps the plain form and its messages: a screen name, "delete" is none', () => {
    expect(problems(tickets({ 'detail/:id': 'delete' }))).toEqual([
      'tickets.json: $.aliases.detail/:id: expected one of list, create, edit, show, summary',
    ]);
  });

  it('checks whole paths: under /apps, not the route itself, and not taken by another resource', () => {
    const other = { ...tickets({}), name: 'queues', route: '/apps/it/queue' };
    delete (other as { aliases?: unknown }).aliases;
    expect(
      problems(
        tickets({
          '/apps/ticket': 'list',
          '/apps/ticket/create': 'list',
          '/apps/ticket/x/../y': 'list',
          '/other/x': 'list',
          '/apps/it/queue': list({ status: 'open' }),
          '/apps/it/queue/:id': 'list',
        }),
        other,
      ),
    ).toEqual([
      'tickets.json: $.aliases["/apps/ticket"]: "/apps/ticket" is the route itself',
      'tickets.json: $.aliases["/apps/ticket/create"]: "/apps/ticket/create" is a path of the generated screens',
      'tickets.json: $.aliases["/apps/ticket/x/../y"]: expected a whole path such as "/apps/document/approve" (lower-case segments, ":id" last)',
      'tickets.json: $.aliases["/other/x"]: expected a whole path such as "/apps/document/approve" (lower-case segments, ":id" last)',
      'tickets.json: $.aliases["/apps/it/queue/:id"]: a list alias has no ":id"',
      'queues.json: $.route: route already used by tickets.json',
    ]);
  });
});

describe('list aliases with filters: what the list opens with', () => {
  const NO_FIELDS = { fields: [] };
  const open: AliasTarget = { screen: 'list', filters: { status: ['open', 'inProgress'] } };
  const mine: AliasTarget = { screen: 'list', filters: { createdBy: ME, priority: ['high'] } };

  it('a list of values is "in" (any of them), one value is "eq", a list of one too', () => {
    expect(aliasListFilters(NO_FIELDS, open, { username: 'staff' })).toEqual([
      { field: 'status', operator: 'in', value: ['open', 'inProgress'] },
    ]);
    expect(aliasListFilters(NO_FIELDS, { screen: 'list', filters: { urgent: true, hours: 8 } }, { username: 'staff' })).toEqual([
      { field: 'urgent', operator: 'eq', value: true },
      { field: 'hours', operator: 'eq', value: 8 },
    ]);
    expect(aliasListFilters(NO_FIELDS, mine, { username: 'staff' })).toEqual([
      { field: 'createdBy', operator: 'eq', value: 'staff' },
      { field: 'priority', operator: 'eq', value: 'high' },
    ]);
  });

  it('$me becomes the signed-in username, in a list too; nobody signed in: null', () => {
    expect(aliasListFilters(NO_FIELDS, { screen: 'list', filters: { createdBy: [ME, 'admin'] } }, { username: 'hr' })).toEqual([
      { field: 'createdBy', operator: 'in', value: ['hr', 'admin'] },
    ]);
    expect(aliasListFilters(NO_FIELDS, { screen: 'list', filters: { createdBy: [ME, 'hr'] } }, { username: 'hr' })).toEqual([
      { field: 'createdBy', operator: 'eq', value: 'hr' },
    ]);
    expect(aliasListFilters(NO_FIELDS, mine, undefined)).toBeNull();
    expect(aliasListFilters(NO_FIELDS, open, undefined)).not.toBeNull();
  });

  it("$me on a reference to the people is the user's own record; a user who is nobody's record matches no row", () => {
    const reviews = { fields: [{ name: 'evaluator', type: 'reference' as const, resource: 'employees' }] };
    const waiting: AliasTarget = { screen: 'list', filters: { evaluator: ME, createdBy: ME } };
    expect(aliasListFilters(reviews, waiting, { username: 'hr', employeeId: 7 })).toEqual([
      { field: 'evaluator', operator: 'eq', value: 7 },
      { field: 'createdBy', operator: 'eq', value: 'hr' },
    ]);
    expect(aliasListFilters(reviews, waiting, { username: 'guest' })).toEqual([
      { field: 'evaluator', operator: 'eq', value: ME },
      { field: 'createdBy', operator: 'eq', value: 'guest' },
    ]);
    expect(aliasListFilters(reviews, waiting, null)).toBeNull();
  });

  it('a plain screen name has no filters; screens and paths', () => {
    expect(aliasListFilters(NO_FIELDS, 'list', { username: 'staff' })).toEqual([]);
    expect(aliasScreen('show')).toBe('show');
    expect(aliasScreen(open)).toBe('list');
    expect(aliasPath('/apps/ticket', 'open')).toBe('/apps/ticket/open');
    expect(aliasPath('/apps/document/request', '/apps/document/approve')).toBe('/apps/document/approve');
  });

  it("writes the list's query as Refine's syncWithLocation reads it, keeping other keys", () => {
    expect(aliasListSearch(aliasListFilters(NO_FIELDS, open, { username: 'staff' })!)).toBe(
      '?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=open&filters[0][value][1]=inProgress',
    );
    expect(aliasListSearch([{ field: 'createdBy', operator: 'eq', value: 'a&b c' }], '?from=menu&filters[0][field]=x')).toBe(
      '?filters[0][field]=createdBy&filters[0][operator]=eq&filters[0][value]=a%26b%20c&from=menu',
    );
    expect(aliasListSearch([], '?from=menu')).toBe('?from=menu');
    expect(aliasListSearch([])).toBe('');
  });

  it('the query reads back as the same filters (qs, as Refine parses the location)', async () => {
    const { parseTableParams } = await import('@refinedev/core');
    const filters = aliasListFilters(NO_FIELDS, open, { username: 'staff' })!;
    expect(parseTableParams(aliasListSearch(filters)).parsedFilters).toEqual(filters);
  });
});
