/**
 * Who may download an uploaded file (`GET uploads/:name`). A file no record holds is served to the user who
 * uploaded it (the `uploads` collection notes each upload: stored name, user id, username, time). Once a file
 * field of a record (a child-table column too) holds the file's URL, it is served to whoever may read that field
 * of that record, decided as reading the record is (resources.ts showRecord): the show decision without and with
 * the record, its row scope (findVisible), and the record as it would be answered to the caller (visibleRecord,
 * field rules applied) must still hold the file. A file several records hold is served to a reader of any of them.
 * Everyone else gets 404 and no bytes, as for a name that does not exist: the answer never tells that the file
 * exists. An anonymous request without a valid signature gets 401.
 *
 * Which records hold a file comes from one index per resource with file fields: file name -> ids, a store
 * derivation (store.ts `derive`, as the unique indexes of indexes.ts are kept). It is built at its first use and
 * then kept up to date by the store on every insert, replace and delete, whatever route, workflow step, import
 * or migration made the write, so no write path needs a hook and a download costs a few map lookups at any size.
 */
import type { UserData } from '../../src/access';
import type { ResourceSchema, SchemaRegistry } from '../../src/schema';
import { accessContext, findVisible, requireAccess, visibleRecord, type RequestContext } from './access';
import type { Auth } from '../auth/auth';
import { HttpError, requestLang } from '../http/http';
import { keyIndex } from '../store/indexes';
import type { Call } from '../http/router';
import { holdsFiles, isFileField, type UrlSigner } from '../auth/signed-url';
import type { Derivation, Store } from '../store/store';
import { serveUpload } from '../http/upload';
import type { UploadStorage } from '../store/uploads';

/** The uploads noted so far, one row each: `{ name, userId, username, at }` (a routed name: never a schema's). */
export const UPLOADS = 'uploads';

const MESSAGES = {
  en: {
    signIn: 'Sign in to open this file, or the link has expired',
    notFound: (path: string) => `File not found: ${path}`,
  },
  th: {
    signIn: 'กรุณาเข้าสู่ระบบเพื่อเปิดไฟล์นี้ หรือลิงก์หมดอายุแล้ว',
    notFound: (path: string) => `ไม่พบไฟล์: ${path}`,
  },
};

/** Notes who uploaded the stored file `name`, durably (before the upload is answered). */
export async function noteUpload(store: Store, name: string, user: UserData): Promise<void> {
  store.insert(UPLOADS, { name, userId: user.id, username: user.username, at: new Date().toISOString() });
  await store.commit();
}

const uploaderIndex: Derivation<Map<string, number>> = {
  build: (rows) => {
    const m = new Map<string, number>();
    for (const r of rows) uploaderIndex.add(m, r);
    return m;
  },
  add: (m, r) => {
    if (typeof r.name === 'string' && typeof r.userId === 'number') m.set(r.name, r.userId);
  },
  remove: (m, r) => {
    if (typeof r.name === 'string') m.delete(r.name);
    return true;
  },
};

/** The id of the user who uploaded `name`, if noted. */
export const uploaderOf = (store: Store, name: string): number | undefined =>
  store.derive(UPLOADS, 'byName', uploaderIndex).get(name);

/** File name -> ids of the rows of `schema` holding it. */
const holderIndex = (schema: ResourceSchema, signer: UrlSigner): Derivation<Map<string, Set<number>>> =>
  keyIndex((r) => signer.namesIn(schema, r));

/** The index's key names the schema's file fields and columns: a schema whose files move gets a new index. */
const holderKey = (schema: ResourceSchema): string =>
  `files:${schema.fields
    .flatMap((f) =>
      isFileField(f)
        ? [f.name]
        : f.type === 'table'
          ? (f.fields ?? []).filter(isFileField).map((c) => `${f.name}.${c.name}`)
          : [],
    )
    .join(',')}`;

/** The records (resource schema and id) whose file fields hold `name`. */
export function holdersOf(store: Store, schemas: readonly ResourceSchema[], signer: UrlSigner, name: string) {
  const out: { schema: ResourceSchema; id: number }[] = [];
  for (const schema of schemas) {
    for (const id of store.derive(schema.name, holderKey(schema), holderIndex(schema, signer)).get(name) ?? [])
      out.push({ schema, id });
  }
  return out;
}

/** Whether the caller is answered this record with `name` in it (the decision of GET :resource/:id, reused). */
function readsFileIn(store: Store, schema: ResourceSchema, id: number, name: string, ctx: RequestContext, signer: UrlSigner) {
  try {
    requireAccess(ctx, schema, 'show', undefined, true);
    const row = findVisible(store, schema, id, ctx);
    requireAccess(ctx, schema, 'show', row, true);
    return signer.namesIn(schema, visibleRecord(schema, row, ctx)).includes(name);
  } catch (e) {
    if (e instanceof HttpError) return false;
    throw e;
  }
}

/** May the caller download the stored file `name`? (`ctx` without a signer: nothing is signed here.) */
export function mayReadFile(
  store: Store,
  schemas: readonly ResourceSchema[],
  signer: UrlSigner,
  name: string,
  ctx: RequestContext,
): boolean {
  const holders = holdersOf(store, schemas, signer, name);
  if (!holders.length) return uploaderOf(store, name) === ctx.user.id;
  return holders.some(({ schema, id }) => readsFileIn(store, schema, id, name, ctx, signer));
}

export interface FileRouteDeps {
  store: Store;
  registry: SchemaRegistry;
  auth: Auth;
  signer: UrlSigner;
  /** Where the files' bytes are (a directory, or the PostgreSQL database): read only once the caller may. */
  uploads: UploadStorage;
}

/**
 * `GET uploads/:name`: the caller is the bearer token's user, or without a header the user this server signed the
 * URL for (unexpired); neither is 401. Then 404 with no bytes unless `mayReadFile`.
 */
export function fileRoute({ store, registry, auth, signer, uploads }: FileRouteDeps) {
  const schemas = registry.resources.filter(holdsFiles);
  return async ({ req, res, url, params }: Call): Promise<void> => {
    const name = params.name!;
    const lang = requestLang(req);
    const signedFor = req.headers.authorization ? null : signer.signedFor(name, url.searchParams);
    // The user a signature names, as the bearer guard would serve them, or null when gone or refused (auth.ts).
    const caller = signedFor === null ? null : auth.userById(signedFor);
    if (!caller && !req.headers.authorization) throw new HttpError(401, MESSAGES[lang].signIn);
    const { user, perms } = caller ?? (await auth.authenticate(req));
    const ctx: RequestContext = { user, perms, lang, access: accessContext(store, user, perms, registry) };
    if (!mayReadFile(store, schemas, signer, name, ctx) || !(await serveUpload(res, uploads, name)))
      throw new HttpError(404, MESSAGES[lang].notFound(url.pathname));
  };
}
