/**
 * `POST {resource}/import` `{ fileName, rows: [{ row, values }], dryRun? }`: records from a spreadsheet,
 * for schemas with `import: true`. Each row is one record, what the create form would send (the browser
 * turned the cells into values, src/schema/import/import.ts): `row` is the record's own line in the sheet, and its
 * child rows, read from that line and the lines below it, are in `values[<table>]` as a list of row
 * objects. Each is checked as createRecord checks a form: the create decision (decideAction, 403 for the
 * whole call), the field write rules, the one validator (with the record rules; a child row's message is
 * keyed as it keys them, `participants.1.employee` for the second row's employee), references (the
 * record's and its child rows'), unique fields and the schema's constraints (also against the rows before
 * it in the same file). Either every row is stored, in file order, with document numbers in that order and
 * an `import` audit entry naming the file, in one synchronous step and one flush, or none is: 400 with
 * the refused rows and their messages (409 when each is refused only for a shortfall: not enough stock).
 * `dryRun` answers the same check (200) and stores nothing: the browser's preview shows its messages (a
 * child row's on the line it came from).
 */
import { approverFieldErrors, canWriteField, fieldLocks, lockedChange } from '../../src/access';
import { boundSchema, recordTitle } from '../schemas/master-data';
import {
  constraintRefusals,
  fieldLabel,
  formatMessage,
  nextDocumentNumber,
  onlyShortfalls,
  validateRecord,
  type AnyField,
  type FieldErrors,
  type ResourceSchema,
} from '../../src/schema';
import { IMPORT_MAX_ROWS, uniqueKey, type RefusedImportRow } from '../../src/schema/import/import';
import { WORKFLOW_ACTORS_KEY } from '../../src/schema/meta/constants';
import { requireAccess, type RequestContext } from '../access/access';
import { auditRecord } from '../trail/audit';
import { auditPosted, postWithRecord, type PostedRecord } from '../records/postings';
import { HttpError, isObject, type Data } from '../http/http';
import type { Row, Store } from '../store/store';

/** Body size limit of an import: 10,000 rows of a wide record fit. */
export const IMPORT_JSON_LIMIT = 32 * 1024 * 1024;

const SYSTEM_KEYS = ['id', 'createdAt', 'updatedAt', 'createdBy', WORKFLOW_ACTORS_KEY];
const FILE_NAME_MAX = 255;

interface ImportRequest {
  fileName: string;
  rows: { row: number; values: Data }[];
  dryRun: boolean;
}

function parseRequest(body: unknown): ImportRequest {
  if (!isObject(body)) throw new HttpError(400, 'Expected { fileName, rows } as the request body');
  const name = typeof body.fileName === 'string' ? (body.fileName.split(/[\\/]/).pop() ?? '').trim() : '';
  if (!name) throw new HttpError(400, 'fileName is required: the name of the uploaded file');
  if (!Array.isArray(body.rows) || body.rows.length === 0) throw new HttpError(400, 'rows must be a non-empty list');
  if (body.rows.length > IMPORT_MAX_ROWS)
    throw new HttpError(413, `An import takes at most ${IMPORT_MAX_ROWS} rows; this one has ${body.rows.length}`);
  const rows = body.rows.map((r: unknown, i) => {
    if (!isObject(r) || !isObject(r.values)) throw new HttpError(400, `rows[${i}] must be { row, values: { ... } }`);
    const row = Number.isInteger(r.row) && (r.row as number) > 0 ? (r.row as number) : i + 1;
    return { row, values: r.values };
  });
  return { fileName: name.slice(0, FILE_NAME_MAX), rows, dryRun: body.dryRun === true };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * References must point at a stored record, in child rows too (keyed `<table>.<index>.<column>` as the
 * validator keys a child row's messages); unique fields must differ from the stored records and from the
 * earlier rows of this import. Indexed once per import, so 10,000 rows cost one pass each.
 */
function relationChecker(store: Store, schema: ResourceSchema, lang: string) {
  const taken = new Map<string, Set<string>>();
  for (const f of schema.fields) {
    if (!f.unique) continue;
    const keys = new Set<string>();
    for (const r of store.values(schema.name)) if (!isEmpty(r[f.name])) keys.add(uniqueKey(r[f.name]));
    taken.set(f.name, keys);
  }
  const checkRef = (f: AnyField, value: unknown, key: string, errors: FieldErrors) => {
    if (f.type !== 'reference' || !f.resource || isEmpty(value) || errors[key]) return;
    const id = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : NaN;
    if (!store.get(f.resource, id)) errors[key] = formatMessage('reference', lang, fieldLabel(f, lang));
  };
  return (values: Data, errors: FieldErrors): void => {
    for (const f of schema.fields) {
      const value = values[f.name];
      checkRef(f, value, f.name, errors);
      if (f.type === 'table' && f.fields && Array.isArray(value))
        value.forEach((row, i) => {
          const r = isObject(row) ? row : {};
          for (const c of f.fields!) checkRef(c, r[c.name], `${f.name}.${i}.${c.name}`, errors);
        });
      const keys = taken.get(f.name);
      if (!keys || isEmpty(value) || errors[f.name]) continue;
      const key = uniqueKey(value);
      if (keys.has(key)) errors[f.name] = formatMessage('unique', lang, fieldLabel(f, lang));
      else keys.add(key);
    }
  };
}

/** The values a row may set: what the caller may write, the workflow's first state, defaults (createRecord's order). */
function rowInput(schema: ResourceSchema, values: Data, ctx: RequestContext, errors: FieldErrors): Data {
  const input: Data = ctx.signer ? ctx.signer.bareRecord(schema, values) : { ...values };
  for (const k of SYSTEM_KEYS) delete input[k];
  for (const f of schema.fields)
    if (f.name in input && !isEmpty(input[f.name]) && !canWriteField(f, ctx.user, ctx.perms))
      errors[f.name] = formatMessage('writeDenied', ctx.lang, fieldLabel(f, ctx.lang));
  const wf = schema.workflow;
  if (wf) {
    const asked = input[wf.field];
    if (!isEmpty(asked) && asked !== wf.initial) {
      const f = schema.fields.find((x) => x.name === wf.field);
      errors[wf.field] = formatMessage('writeDenied', ctx.lang, f ? fieldLabel(f, ctx.lang) : wf.field);
    }
    input[wf.field] = wf.initial;
  }
  for (const f of schema.fields) if (input[f.name] === undefined && f.default !== undefined) input[f.name] = f.default;
  // Fields and columns locked on the new record for this user (src/access/field-locks.ts), as on create.
  const locked = lockedChange(schema, fieldLocks(schema, input, ctx.user, ctx.perms), input, null, ctx.lang);
  if (locked && !errors[locked.path]) errors[locked.path] = locked.message;
  // Segregation of duties, as on create: no approver field names the importing author or one person twice.
  for (const [k, m] of Object.entries(approverFieldErrors(schema, input, ctx.user.employeeId, ctx.lang))) errors[k] ??= m;
  return input;
}

export interface ImportAnswer {
  status: number;
  body: Data;
}

export async function importRecords(
  store: Store,
  schema: ResourceSchema,
  body: unknown,
  ctx: RequestContext,
): Promise<ImportAnswer> {
  if (schema.import !== true) throw new HttpError(404, `${schema.pluralLabel.en} cannot be imported`);
  requireAccess(ctx, schema, 'create');
  const { fileName, rows, dryRun } = parseRequest(body);
  const now = new Date();
  const stamp = now.toISOString();
  const checkRelations = relationChecker(store, schema, ctx.lang);
  const accepted: Data[] = [];
  const constraintRows = {
    rows: function* () {
      yield* store.values(schema.name);
      yield* accepted;
    },
    get: (resource: string, id: number) => store.get(resource, id),
    title: (resource: string, id: number) => recordTitle(store, resource, id), // "Only 2 left of {title}"
  };
  // The pattern with its settings read in (a prefix kept in the settings: {$settings.prPrefix}).
  const naming = boundSchema(store, schema, null).naming;
  let number: string | undefined;
  const refused: RefusedImportRow[] = [];
  let invalid = false; // a refused row with a bad value (400); refused rows short of stock alone are a 409
  for (const { row, values: sent } of rows) {
    const errors: FieldErrors = {};
    const input = rowInput(schema, sent, ctx, errors);
    if (naming) {
      // In file order: the first continues from the stored numbers, each next one from the one before.
      number = nextDocumentNumber(
        naming.pattern,
        now,
        number === undefined ? [...store.values(schema.name)].map((r) => r[naming.field]) : [number],
      );
      input[naming.field] = number;
    }
    const checked = validateRecord(
      boundSchema(store, schema, null),
      { ...input, createdAt: stamp, updatedAt: stamp, createdBy: ctx.user.username },
      ctx.lang,
    );
    const rowErrors: FieldErrors = { ...checked.errors, ...errors };
    checkRelations(checked.values, rowErrors);
    // Constraints across records (unique together, no overlap, capacity) see the earlier rows of the file too.
    const across = constraintRefusals(schema, checked.values, null, constraintRows, ctx.lang, rowErrors);
    Object.assign(rowErrors, across.errors);
    if (!Object.keys(rowErrors).length) accepted.push(checked.values);
    else {
      refused.push({ row, errors: rowErrors });
      invalid ||= !onlyShortfalls(rowErrors, across.shortfalls);
    }
  }
  if (dryRun) return { status: 200, body: { accepted: accepted.length, refused } };
  if (refused.length)
    throw new HttpError(invalid ? 400 : 409, `${refused.length} of ${rows.length} rows were refused; nothing was imported`, {
      rows: refused,
    });
  // All or none: every insert, the rows each posts (postings.ts) and the audit entries in this synchronous
  // step, then one flush. A posting refused for one row (not enough stock) undoes the whole file.
  const stored: Row[] = [];
  const posted: PostedRecord[] = [];
  try {
    accepted.forEach((values, i) => {
      const rest = { ...values };
      delete rest.id;
      const row = store.insert(schema.name, rest);
      try {
        posted.push(...postWithRecord(store, schema, 'create', row, ctx, () => store.remove(schema.name, row.id)));
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        const at = rows[i]!.row;
        throw new HttpError(e.status, `Row ${at}: ${e.message}; nothing was imported`, {
          rows: [{ row: at, errors: e.extra.errors ?? { [schema.titleField]: e.message } }],
        });
      }
      stored.push(row);
    });
  } catch (e) {
    for (const p of posted.reverse()) store.remove(p.schema.name, p.row.id);
    for (const row of stored) store.remove(schema.name, row.id);
    throw e;
  }
  for (const row of stored) auditRecord(store, ctx, 'import', schema, row.id, null, row, { at: stamp, file: fileName });
  auditPosted(store, ctx, posted, stamp);
  await store.commit();
  return { status: 201, body: { imported: stored.length, ids: stored.map((r) => r.id) } };
}
