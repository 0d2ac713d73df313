/**
 * Saved list views: a named set of filters, search, sort, visible columns (in order) and page size,
 * stored per user on the server (`listViews`, mock-server/trail/views.ts) so they follow the user to another
 * browser. The rules, for the server and the save dialog alike: a user sees and changes only their own
 * views; a view belongs to a resource the user may list and names only fields the user may read; one
 * view per user and resource may be the default (the list opens with it when its URL carries no query).
 */
import { defaultSorters, listFields } from '../schema/meta/describe';
import { FIELD_TYPE_INFO } from '../schema/meta/field-types';
import { checkFilters, checkSorters, FILTER_TEXT_MAX, type ListFilter, type ListSorter } from '../schema/lists/filters';
import type { Field, ResourceSchema } from '../schema/meta/meta';
import type { UserData } from './types';

/** The server's collection and the API path under its prefix. */
export const LIST_VIEWS = 'listViews';
/** The list's page sizes (src/crud/list/ListFooter.tsx offers the same) and "all rows". */
export const VIEW_PAGE_SIZES: readonly number[] = [2, 3, 5, 10, 20, 25, 50, 100];
export const ALL_ROWS = 'all';
export const DEFAULT_PAGE_SIZE = 10;
export const VIEW_NAME_MAX = 60;
export const VIEWS_PER_LIST_MAX = 30;

export type ViewPageSize = number | typeof ALL_ROWS;

/** What a view restores on a list. */
export interface ListViewSettings {
  filters: ListFilter[];
  search: string;
  sorters: ListSorter[];
  /** Visible columns, in order (field names). */
  columns: string[];
  pageSize: ViewPageSize;
}

export interface ListViewInput extends ListViewSettings {
  resource: string;
  name: string;
  isDefault: boolean;
}

export interface SavedListView extends ListViewInput {
  id: number;
  username: string;
  createdAt: string;
  updatedAt: string;
}

/** Fields that can be a list column: all but child tables (the schema as the reader sees it). */
export const columnChoices = (schema: ResourceSchema): Field[] =>
  schema.fields.filter((f) => FIELD_TYPE_INFO[f.type].value !== 'rows');

/** The columns a list shows before anyone chooses: the schema's list fields. */
export const defaultColumns = (schema: ResourceSchema): string[] => listFields(schema).map((f) => f.name);

/** The settings of a list nobody has changed: no filter, no search, the schema's sort and columns, 10 rows. */
export const defaultSettings = (schema: ResourceSchema): ListViewSettings => ({
  filters: [],
  search: '',
  sorters: defaultSorters(schema),
  columns: defaultColumns(schema),
  pageSize: DEFAULT_PAGE_SIZE,
});

type Code = 'nameRequired' | 'nameLong' | 'nameTaken' | 'tooMany' | 'columns' | 'column' | 'pageSize' | 'search' | 'flag';

const MESSAGES: Record<'en' | 'th', Record<Code, string>> = {
  en: {
    nameRequired: 'Give the view a name',
    nameLong: `A view name has at most ${VIEW_NAME_MAX} characters`,
    nameTaken: 'You already have a view named "{x}" on this list',
    tooMany: `A list keeps at most ${VIEWS_PER_LIST_MAX} views; delete one first`,
    columns: 'A view shows at least one column, each once',
    column: '"{x}" is not a column of this list',
    pageSize: `Rows per page must be one of ${VIEW_PAGE_SIZES.join(', ')} or ${ALL_ROWS}`,
    search: `The search is text of at most ${FILTER_TEXT_MAX} characters`,
    flag: 'isDefault must be true or false',
  },
  th: {
    nameRequired: 'กรุณาตั้งชื่อมุมมอง',
    nameLong: `ชื่อมุมมองต้องไม่เกิน ${VIEW_NAME_MAX} ตัวอักษร`,
    nameTaken: 'มีมุมมองชื่อ "{x}" ในรายการนี้อยู่แล้ว',
    tooMany: `รายการหนึ่งเก็บมุมมองได้ไม่เกิน ${VIEWS_PER_LIST_MAX} รายการ กรุณาลบมุมมองเดิมก่อน`,
    columns: 'มุมมองต้องแสดงอย่างน้อยหนึ่งคอลัมน์ และไม่ซ้ำกัน',
    column: '"{x}" ไม่ใช่คอลัมน์ของรายการนี้',
    pageSize: `จำนวนแถวต่อหน้าต้องเป็น ${VIEW_PAGE_SIZES.join(', ')} หรือ ${ALL_ROWS}`,
    search: `คำค้นหาต้องเป็นข้อความไม่เกิน ${FILTER_TEXT_MAX} ตัวอักษร`,
    flag: 'isDefault ต้องเป็น true หรือ false',
  },
};

const message = (code: Code, lang: string, x = ''): string => MESSAGES[lang === 'th' ? 'th' : 'en'][code].replace('{x}', x);

/** Names compare without case or surrounding space: "Open" and " open " are the same view. */
export const viewNameKey = (name: string): string => name.trim().toLocaleLowerCase();

export const ownsView = (view: Pick<SavedListView, 'username'>, user: Pick<UserData, 'username'> | null): boolean =>
  user !== null && view.username === user.username;

export interface ViewCheck {
  value: ListViewInput | null;
  /** Per key of the body (`name`, `columns`, `filters`, ...), in the asked language; empty when valid. */
  errors: Record<string, string>;
}

export interface ViewCheckContext {
  /** Fields the user may not read (the server's field rules; empty for a schema already seen through them). */
  hidden: ReadonlySet<string>;
  lang: string;
  /** The user's other views of this resource (for the name and the count). */
  others: readonly Pick<SavedListView, 'id' | 'name'>[];
  /** Set when an existing view is being changed. */
  selfId?: number;
}

/** A whole view body (a create, or an update merged over the stored view), checked; `value` only when valid. */
export function checkListView(schema: ResourceSchema, body: Record<string, unknown>, ctx: ViewCheckContext): ViewCheck {
  const { hidden, lang, others, selfId } = ctx;
  const errors: Record<string, string> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = message('nameRequired', lang);
  else if (name.length > VIEW_NAME_MAX) errors.name = message('nameLong', lang);
  else if (others.some((v) => v.id !== selfId && viewNameKey(v.name) === viewNameKey(name)))
    errors.name = message('nameTaken', lang, name);
  if (selfId === undefined && others.length >= VIEWS_PER_LIST_MAX) errors.views = message('tooMany', lang);

  const filters = checkFilters(schema, body.filters, hidden);
  if (filters.problems.length) errors.filters = filters.problems.join('; ');
  const sorters = checkSorters(schema, body.sorters, hidden);
  if (sorters.problems.length) errors.sorters = sorters.problems.join('; ');

  const search = body.search ?? '';
  if (typeof search !== 'string' || search.length > FILTER_TEXT_MAX) errors.search = message('search', lang);

  const choices = new Map(columnChoices(schema).map((f) => [f.name, f]));
  const columns = body.columns;
  if (!Array.isArray(columns) || !columns.length || new Set(columns).size !== columns.length)
    errors.columns = message('columns', lang);
  else {
    const bad = columns.find((c) => typeof c !== 'string' || !choices.has(c) || hidden.has(c));
    if (bad !== undefined) errors.columns = message('column', lang, String(bad));
  }

  const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
  if (pageSize !== ALL_ROWS && !(typeof pageSize === 'number' && VIEW_PAGE_SIZES.includes(pageSize)))
    errors.pageSize = message('pageSize', lang);
  const isDefault = body.isDefault ?? false;
  if (typeof isDefault !== 'boolean') errors.isDefault = message('flag', lang);

  if (Object.keys(errors).length) return { value: null, errors };
  return {
    value: {
      resource: schema.name,
      name,
      isDefault: isDefault as boolean,
      filters: filters.value,
      search: (search as string).trim(),
      sorters: sorters.value,
      columns: columns as string[],
      pageSize: pageSize as ViewPageSize,
    },
    errors,
  };
}

/** The view's columns the reader can still see, in the view's order; the default columns when none is left. */
export function visibleColumns(schema: ResourceSchema, columns: readonly string[] | null | undefined): string[] {
  const choices = new Set(columnChoices(schema).map((f) => f.name));
  const kept = (columns ?? []).filter((c) => choices.has(c));
  return kept.length ? kept : defaultColumns(schema);
}

const canonical = (s: ListViewSettings) =>
  JSON.stringify([s.filters, s.search.trim(), s.sorters, s.columns, s.pageSize === ALL_ROWS ? ALL_ROWS : Number(s.pageSize)]);

/** Whether a list shows exactly what a view says (so the view reads as applied, not changed since). */
export const sameSettings = (a: ListViewSettings, b: ListViewSettings): boolean => canonical(a) === canonical(b);

const NO_HIDDEN: ReadonlySet<string> = new Set();

/**
 * Settings from storage or a view saved earlier, made safe for the list as the user sees it now (the
 * schema through their field rules): filters and sorters the list could not run are dropped, columns
 * they can no longer see too, an unknown page size becomes the default.
 */
export function sanitizeSettings(schema: ResourceSchema, s: Partial<ListViewSettings> | null | undefined): ListViewSettings {
  const base = defaultSettings(schema);
  if (!s || typeof s !== 'object') return base;
  const filters = Array.isArray(s.filters) ? s.filters.flatMap((f) => checkFilters(schema, [f], NO_HIDDEN).value) : [];
  const sorters = Array.isArray(s.sorters) ? s.sorters.flatMap((x) => checkSorters(schema, [x], NO_HIDDEN).value) : base.sorters;
  const pageSize =
    s.pageSize === ALL_ROWS || (typeof s.pageSize === 'number' && VIEW_PAGE_SIZES.includes(s.pageSize))
      ? s.pageSize
      : base.pageSize;
  return {
    filters,
    search: typeof s.search === 'string' ? s.search.slice(0, FILTER_TEXT_MAX) : '',
    sorters,
    columns: visibleColumns(schema, Array.isArray(s.columns) ? s.columns : null),
    pageSize,
  };
}
