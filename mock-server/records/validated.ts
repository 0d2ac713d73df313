/**
 * What a new or changed record must pass before it is stored: the record rules (src/schema validateRecord),
 * references that resolve, unique fields, a tree without cycles and the constraints across records, all
 * against the codes and settings stored now. A new record also gets its initial state, defaults, document
 * number and stamps here. Used by CRUD (resources.ts), row actions and postings. A refusal is 400, or 409 for
 * a shortfall alone (ValidationError).
 */
import {
  constraintRefusals,
  defaultFor,
  fieldLabel,
  formatMessage,
  invalidRecordMessage,
  onlyShortfalls,
  validateRecord,
  type AnyField,
  type ConstraintContext,
  type FieldErrors,
  type ResourceSchema,
} from '../../src/schema';
import { withFetchedValues } from '../../src/schema/records/fetch';
import { formatNumberInSlot, numberSlot } from '../../src/schema/records/naming';
import { highestNumber, takenByOther } from '../store/indexes';
import type { RequestContext } from '../access/access';
import { HttpError, type Data } from '../http/http';
import { boundSchema, masterData, recordTitle, treeErrors } from '../schemas/master-data';
import type { Store } from '../store/store';

/**
 * A record refused for its values, with `{ message, errors }`: 400 when a value breaks a rule of the record
 * (the message says so, the errors say where), 409 when the only refusals are `shortfalls` (not enough stock
 * or points: a conflict with what is stored, the same status a sale, a delete or an import answers; the
 * message is the first shortfall's sentence). Both in the caller's language.
 */
export class ValidationError extends HttpError {
  constructor(
    errors: FieldErrors,
    public readonly shortfalls: readonly string[],
    lang: string,
  ) {
    const conflict = onlyShortfalls(errors, shortfalls);
    super(conflict ? 409 : 400, conflict ? Object.values(errors)[0]! : invalidRecordMessage(lang), { errors });
  }
}

/** The stored rows and titles a constraint of `schema` is checked against (`{title}` of "Only 2 left of {title}"). */
export const storedContext = (store: Store, schema: ResourceSchema): Required<ConstraintContext> => ({
  rows: () => store.values(schema.name),
  get: (resource: string, id: number) => store.get(resource, id),
  title: (resource: string, id: number) => recordTitle(store, resource, id),
});

/** References must resolve and unique fields must be unique; adds to `errors` like validateRecord does. */
function checkRelations(
  store: Store,
  schema: ResourceSchema,
  values: Data,
  selfId: number | null,
  lang: string,
  errors: FieldErrors,
): void {
  const checkRef = (f: AnyField, value: unknown, key: string) => {
    if (f.type !== 'reference' || !f.resource || value === null || value === undefined || value === '' || errors[key]) return;
    const id = typeof value === 'number' ? value : /^\d+$/.test(String(value)) ? Number(value) : NaN;
    if (!store.get(f.resource, id)) errors[key] = formatMessage('reference', lang, fieldLabel(f, lang));
  };
  for (const f of schema.fields) {
    const value = values[f.name];
    checkRef(f, value, f.name);
    if (f.type === 'table' && f.fields && Array.isArray(value))
      value.forEach((row, i) => {
        const r = row !== null && typeof row === 'object' ? (row as Data) : {};
        for (const c of f.fields!) checkRef(c, r[c.name], `${f.name}.${i}.${c.name}`);
      });
    if (f.unique && value !== null && value !== undefined && value !== '' && !errors[f.name]) {
      if (takenByOther(store, schema.name, f.name, value, selfId))
        errors[f.name] = formatMessage('unique', lang, fieldLabel(f, lang));
    }
  }
}

export function validated(store: Store, schema: ResourceSchema, record: Data, selfId: number | null, lang: string): Data {
  // Checked against the codes and settings stored now, and a tree's parent against cycles (master-data.ts).
  const bound = boundSchema(store, schema, selfId);
  // A read-only fetched field is the referenced record's value, whatever was sent (a sale line's unit price).
  const fetched = withFetchedValues(schema, record, (resource, id) => store.get(resource, id));
  const { values, errors } = validateRecord(bound, fetched, lang);
  checkRelations(store, schema, values, selfId, lang, errors);
  Object.assign(errors, treeErrors(store, schema, values, selfId, lang, errors));
  // A limit kept in the settings is bound; a shortfall (minTotal) is told apart for its status.
  const across = constraintRefusals(bound, values, selfId, storedContext(store, schema), lang, errors);
  Object.assign(errors, across.errors);
  if (Object.keys(errors).length) throw new ValidationError(errors, across.shortfalls, lang);
  return values;
}

/**
 * A new record's values as stored, checked: the initial state, the defaults ("$me": me-default.ts), the
 * document number, the stamps, then every rule (400, or 409 for a shortfall). The caller decides access
 * before and inserts after, with no await in between.
 */
export function newRecordValues(store: Store, schema: ResourceSchema, input: Data, ctx: RequestContext, now: Date): Data {
  const record: Data = { ...input };
  if (schema.workflow) record[schema.workflow.field] = schema.workflow.initial;
  for (const f of schema.fields)
    if (record[f.name] === undefined && f.default !== undefined) record[f.name] = defaultFor(f, ctx.user.employeeId);
  if (schema.naming) {
    const field = schema.naming.field;
    // A prefix may be kept in the settings ({$settings.memoPrefix}); the highest number so far comes from an index.
    const slot = numberSlot(schema.naming.pattern, now, masterData(store).settings);
    record[field] =
      typeof slot === 'string' ? slot : formatNumberInSlot(slot, highestNumber(store, schema.name, field, slot) + 1);
  }
  const stamp = now.toISOString();
  return validated(
    store,
    schema,
    { ...record, createdAt: stamp, updatedAt: stamp, createdBy: ctx.user.username },
    null,
    ctx.lang,
  );
}
