/**
 * Drafts (`"drafts": true`): an unfinished create form saved on the server for the signed-in user, to be
 * loaded again later ("Load the saved draft?"). A draft is not validated (it may be incomplete); it keeps
 * only the schema's own fields, within a size limit, and each user sees only their own. The rules here
 * serve the server (mock-server/trail/drafts.ts) and the form (src/crud/drafts) alike. Pure.
 */
import type { Data } from '../expression/expression';
import type { ResourceSchema } from '../meta/meta';

/** The server's collection. */
export const DRAFTS = 'formDrafts';
/** The largest draft, as JSON text of its values. */
export const DRAFT_MAX_BYTES = 64 * 1024;
/** Drafts one user keeps per resource. */
export const DRAFTS_PER_LIST_MAX = 20;
/** How long a draft's title (from the record's title field) may be. */
const TITLE_MAX = 80;

export interface FormDraft {
  id: number;
  resource: string;
  username: string;
  /** The form's values as typed, the schema's fields only. */
  values: Data;
  /** What names it in a list of drafts: the title field's value, or '' (the list then shows the time). */
  title: string;
  createdAt: string;
  updatedAt: string;
}

type Code = 'values' | 'tooLarge' | 'tooMany' | 'notOffered';

const MESSAGES: Record<'en' | 'th', Record<Code, string>> = {
  en: {
    values: 'A draft is an object of the form’s values',
    tooLarge: `A draft holds at most ${DRAFT_MAX_BYTES / 1024} KB`,
    tooMany: `You keep at most ${DRAFTS_PER_LIST_MAX} drafts here; delete one first`,
    notOffered: 'This form keeps no drafts',
  },
  th: {
    values: 'ฉบับร่างต้องเป็นข้อมูลของแบบฟอร์ม',
    tooLarge: `ฉบับร่างมีขนาดได้ไม่เกิน ${DRAFT_MAX_BYTES / 1024} KB`,
    tooMany: `เก็บฉบับร่างได้ไม่เกิน ${DRAFTS_PER_LIST_MAX} รายการ กรุณาลบรายการเดิมก่อน`,
    notOffered: 'แบบฟอร์มนี้ไม่มีการบันทึกฉบับร่าง',
  },
};

export const draftMessage = (code: Code, lang: string): string => MESSAGES[lang === 'th' ? 'th' : 'en'][code];

/** HTTP-like outcome of a check: the values to store, or the status and message to refuse them with. */
export type DraftCheck = { ok: true; values: Data; title: string } | { ok: false; status: 400 | 413; message: string };

const isObject = (v: unknown): v is Data => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The text that names a draft: its title field's value (or the first filled text field's), trimmed and shortened. */
export function draftTitle(schema: ResourceSchema, values: Data): string {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const title =
    text(values[schema.titleField]) ||
    schema.fields
      .filter((f) => f.type === 'text' && !f.readOnly)
      .map((f) => text(values[f.name]))
      .find(Boolean) ||
    '';
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title;
}

/**
 * A draft's values as sent: an object, kept to the schema's fields (the document number, system fields
 * and anything else dropped), at most DRAFT_MAX_BYTES as JSON. No field is validated.
 */
export function checkDraftValues(schema: ResourceSchema, values: unknown, lang = 'en'): DraftCheck {
  if (!isObject(values)) return { ok: false, status: 400, message: draftMessage('values', lang) };
  const kept: Data = {};
  for (const f of schema.fields)
    if (f.name !== schema.naming?.field && f.type !== 'status' && values[f.name] !== undefined) kept[f.name] = values[f.name];
  const size = new TextEncoder().encode(JSON.stringify(kept)).length;
  if (size > DRAFT_MAX_BYTES) return { ok: false, status: 413, message: draftMessage('tooLarge', lang) };
  return { ok: true, values: kept, title: draftTitle(schema, kept) };
}

/** Whether the user may keep another draft of this resource. */
export const roomForDraft = (own: readonly FormDraft[]): boolean => own.length < DRAFTS_PER_LIST_MAX;

/** A user's own drafts of one resource, newest first. */
export const ownDrafts = (all: readonly FormDraft[], resource: string, username: string): FormDraft[] =>
  all
    .filter((d) => d.resource === resource && d.username === username)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);

/** Whether the schema offers drafts. */
export const offersDrafts = (schema: ResourceSchema): boolean => schema.drafts === true;
