/**
 * Field rules (who may read and write each field, src/access/scope.ts) applied inside src/crud, to
 * every generated page and to any hand-written screen that shows schema fields: the page gets the
 * schema as the signed-in user may see it, so no screen can forget or bypass them.
 */
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { fieldLocks, hasFieldLocks, lockFields } from '../access/field-locks';
import { readOnlyFields, schemaForUser } from '../access/scope';
import { useBoundSchema } from './master-data/useBoundSchema';
import type { Data } from '../schema/expression/expression';
import { sessionSnapshot, subscribeSession } from '../providers/session';
import type { ResourceSchema } from '../schema/meta/meta';

/** The schema as the signed-in user may see it: hidden fields gone, fields they may not write read-only. */
export function useUserSchema(schema: ResourceSchema): ResourceSchema {
  const { perms, user } = useSyncExternalStore(subscribeSession, sessionSnapshot).access;
  // Memoised by content: a refresh that brings the same permissions keeps the page's schema object.
  const who = JSON.stringify({ user, perms });
  return useMemo(() => {
    const ctx = JSON.parse(who) as { user: typeof user; perms: typeof perms };
    return schemaForUser(schema, ctx.user, ctx.perms);
  }, [schema, who]);
}

/**
 * The schema as this user may change this record now: fields and columns locked by their states or by a
 * write rule naming the record's people read-only (src/access/field-locks.ts). On create, `record` is the
 * form's values in the initial state. The same schema object while the locks stay the same.
 */
export function useRecordLocks(schema: ResourceSchema, record: Data | undefined): ResourceSchema {
  const { perms, user } = useSyncExternalStore(subscribeSession, sessionSnapshot).access;
  const locks = record && hasFieldLocks(schema) ? [...fieldLocks(schema, record, user, perms)].join(',') : '';
  return useMemo(() => (locks ? lockFields(schema, new Set(locks.split(','))) : schema), [schema, locks]);
}

/**
 * The fields a create form shows this user: not those a write rule keeps from them (`access.write`, e.g. a memo's
 * internal flags that only HR sets). There is nothing for them to enter, and the server gives the new record those
 * fields' defaults. The edit form still shows such a field read-only, where the user may read it.
 */
export function useCreateFields(schema: ResourceSchema, create: boolean): ResourceSchema {
  const { perms, user } = useSyncExternalStore(subscribeSession, sessionSnapshot).access;
  const locked = create ? [...readOnlyFields(schema, user, perms)].join(',') : '';
  return useMemo(() => {
    if (!locked) return schema;
    const out = new Set(locked.split(','));
    return { ...schema, fields: schema.fields.filter((f) => !out.has(f.name)) };
  }, [schema, locked]);
}

/** A page that always receives the user's view of its schema. */
export function withFieldRules<P extends { schema: ResourceSchema }>(Page: ComponentType<P>): ComponentType<P> {
  function FieldRules(props: P) {
    // Then bound to the code lists and settings stored now (src/crud/master-data).
    return <Page {...props} schema={useBoundSchema(useUserSchema(props.schema))} />;
  }
  FieldRules.displayName = `WithFieldRules(${Page.displayName ?? 'Page'})`;
  return FieldRules;
}
