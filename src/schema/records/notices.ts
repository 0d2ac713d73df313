/**
 * Notices: the records of a schema with `notice` (IT broadcasts) shown atop the landing page to the people
 * they are for. A record is a notice for a person today when its `active` flag is on, its `until` date has
 * not passed, and its audience field is `everyone` or equals the person's own field (a broadcast to the
 * finance section reaches the employees of the finance department). Pure: the server decides with it,
 * after the list's own access and row scope.
 */
import type { ResourceSchema } from '../meta/meta';

type Row = Record<string, unknown>;

export interface Notice {
  resource: string;
  id: number | string;
  title: string;
  text: string;
  until: string | null;
}

const on = (v: unknown): boolean => v === true || v === 'Y';
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Is this record a notice for this person (their own record of the people schema, if any) on `today` (YYYY-MM-DD)? */
export function isNoticeFor(schema: ResourceSchema, row: Row, person: Row | undefined, today: string): boolean {
  const notice = schema.notice;
  if (!notice) return false;
  if (notice.active && !on(row[notice.active])) return false;
  const until = notice.until ? text(row[notice.until]).slice(0, 10) : '';
  if (until && until < today) return false;
  const audience = notice.audience;
  if (!audience) return true;
  const target = row[audience.field];
  if (target === undefined || target === null || target === '') return false;
  if (audience.everyone !== undefined && target === audience.everyone) return true;
  return person !== undefined && person[audience.person] !== undefined && person[audience.person] === target;
}

/** The notice as the landing page shows it. */
export function toNotice(schema: ResourceSchema, row: Row): Notice {
  const notice = schema.notice!;
  const until = notice.until ? text(row[notice.until]).slice(0, 10) : '';
  return {
    resource: schema.name,
    id: row.id as number | string,
    title: text(row[notice.title]),
    text: notice.text ? text(row[notice.text]) : '',
    until: until || null,
  };
}

/**
 * The loader's checks: `title`, `text`, `active`, `until` and the audience's `field` are fields of the
 * schema (`active` a flag or boolean, `until` a date); the audience's `person` is a field of the people
 * schema (`userLink`). `all`: every parsed schema.
 */
export function noticeProblems(
  schema: ResourceSchema,
  all: ReadonlyMap<string, ResourceSchema>,
): { path: string; message: string }[] {
  const notice = schema.notice;
  if (!notice) return [];
  const problems: { path: string; message: string }[] = [];
  const field = (name: string) => schema.fields.find((f) => f.name === name);
  const need = (key: string, name: string | undefined, types?: readonly string[]) => {
    if (name === undefined) return;
    const f = field(name);
    if (!f) problems.push({ path: `$.notice.${key}`, message: `unknown field "${name}"` });
    else if (types && !types.includes(f.type))
      problems.push({ path: `$.notice.${key}`, message: `expected a ${types.join(' or ')} field, "${name}" is ${f.type}` });
  };
  need('title', notice.title);
  need('text', notice.text);
  need('active', notice.active, ['flag', 'boolean']);
  need('until', notice.until, ['date']);
  if (notice.audience) {
    need('audience.field', notice.audience.field);
    const people = [...all.values()].find((s) => s.userLink);
    if (!people) problems.push({ path: '$.notice.audience.person', message: 'no schema declares "userLink"' });
    else if (!people.fields.some((f) => f.name === notice.audience!.person))
      problems.push({ path: '$.notice.audience.person', message: `unknown field "${notice.audience.person}" of ${people.name}` });
  }
  return problems;
}
