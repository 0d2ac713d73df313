/**
 * Segregation of duties, one rule for the browser (the workflow button is not offered, the reason is shown;
 * the form refuses an approver field naming the author) and the server (403 naming the rule; 400 with the field).
 *
 * A record's chain has stages: the author's (writing, submitting, withdrawing: a transition its `allow` gives
 * the owner, or one taken while the record is still editable) and then one stage per state a decision is taken
 * in (a payment approval's "prepared" is the checker's, "checked" the approver's, "approved" the secretary's).
 * A person takes steps in one stage of a record only: its author never decides it, and whoever checked it never
 * approves it. Taking the same stage again is fine (an approver who returned it approves the revision). The
 * schema lifts the rule per transition or per workflow with `"sameActor": "allowed"` (a ticket's assignee starts
 * and resolves it; HR screens and hires an applicant). Admin is not exempt.
 *
 * Who took which stage is kept on the record under `workflowActors` (`{ stage: [username, ...] }`), written by
 * the server with each transition (mock-server/workflow.ts) and never by a caller; the author is the record's
 * owner (`ownerField`, default `createdBy`).
 */
import { WORKFLOW_ACTORS_KEY } from '../schema/constants';
import { fieldLabel, localize } from '../schema/describe';
import type { Data } from '../schema/expression';
import type { ResourceSchema, Transition } from '../schema/meta';
import { recordOwner, type Decision } from './rules';
import type { UserData } from './types';

/** The record key holding who took which stage (a system key: never set by a caller). */
export const ACTORS_KEY = WORKFLOW_ACTORS_KEY;
/** The rule's name, in the 403's body (`rule`) and the browser's reason. */
export const DUTY_RULE = 'segregationOfDuties';
/** The stage of the record's author. */
export const AUTHOR_STAGE = 'author';

export type StepActors = Record<string, string[]>;

type Lang = string;
type Texts = Readonly<Record<'en' | 'th' | 'fr' | 'ar', string>>;
const L = (en: string, th: string, fr: string, ar: string): Texts => ({ en, th, fr, ar });
const pick = (text: Texts, lang: Lang): string => (text as Record<string, string>)[lang] ?? text.en;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

const TEXTS = {
  author: L(
    'Segregation of duties: you wrote this record, so someone else must take the step "{action}"',
    'การแบ่งแยกหน้าที่: คุณเป็นผู้จัดทำเอกสารนี้ ขั้นตอน "{action}" ต้องเป็นผู้อื่นดำเนินการ',
    'Séparation des tâches : vous avez rédigé cet enregistrement, quelqu’un d’autre doit effectuer l’étape « {action} »',
    'فصل المهام: أنت من أعدّ هذا السجل، لذا يجب أن يتخذ شخص آخر خطوة "{action}"',
  ),
  stage: L(
    'Segregation of duties: you already acted on this record while it was "{stage}", so someone else must take the step "{action}"',
    'การแบ่งแยกหน้าที่: คุณได้ดำเนินการกับเอกสารนี้แล้วในสถานะ "{stage}" ขั้นตอน "{action}" ต้องเป็นผู้อื่นดำเนินการ',
    'Séparation des tâches : vous avez déjà agi sur cet enregistrement à l’état « {stage} », quelqu’un d’autre doit effectuer l’étape « {action} »',
    'فصل المهام: لقد اتخذت إجراءً على هذا السجل في حالة "{stage}"، لذا يجب أن يتخذ شخص آخر خطوة "{action}"',
  ),
  self: L(
    'You cannot name yourself: someone other than the author takes this step',
    'ไม่สามารถระบุตนเองได้: ขั้นตอนนี้ต้องเป็นผู้อื่นที่ไม่ใช่ผู้จัดทำเอกสาร',
    'Vous ne pouvez pas vous désigner vous-même : cette étape revient à une autre personne que l’auteur',
    'لا يمكنك تعيين نفسك: يتخذ هذه الخطوة شخص غير معدّ السجل',
  ),
  twice: L(
    'Already named as {field}: each step needs a different person',
    'ระบุเป็น{field}แล้ว: แต่ละขั้นตอนต้องเป็นคนละคนกัน',
    'Déjà désigné comme {field} : chaque étape demande une personne différente',
    'سبق تعيينه كـ {field}: تحتاج كل خطوة إلى شخص مختلف',
  ),
} as const;

/** May the same person take this step besides another stage of the record? */
export const sameActorAllowed = (schema: Pick<ResourceSchema, 'workflow'>, transition: Transition): boolean =>
  (transition.sameActor ?? schema.workflow?.sameActor) === 'allowed';

const editableStates = (schema: ResourceSchema): readonly string[] =>
  schema.workflow ? (schema.workflow.editableIn ?? [schema.workflow.initial]) : [];

/** The stage a transition takes on this record now: the author's, or the state it decides. */
export function stageOf(schema: ResourceSchema, transition: Transition, record: Data): string {
  const wf = schema.workflow;
  if (!wf || transition.allow.owner) return AUTHOR_STAGE;
  const state = String(record[wf.field] ?? wf.initial);
  return editableStates(schema).includes(state) ? AUTHOR_STAGE : state;
}

/** The record's `workflowActors`, read defensively (a stored value of another shape counts as none). */
export function actorsOf(record: Data): StepActors {
  const raw = record[ACTORS_KEY];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: StepActors = {};
  for (const [stage, names] of Object.entries(raw as Record<string, unknown>))
    if (Array.isArray(names)) out[stage] = names.filter((n): n is string => typeof n === 'string');
  return out;
}

/** The stages of the record this user has taken a step in (the author's when they own it). */
export function stagesTakenBy(schema: ResourceSchema, record: Data, username: string): Set<string> {
  const out = new Set<string>();
  if (username !== '' && recordOwner(schema, record) === username) out.add(AUTHOR_STAGE);
  for (const [stage, names] of Object.entries(actorsOf(record))) if (names.includes(username)) out.add(stage);
  return out;
}

const stateLabel = (schema: ResourceSchema, state: string, lang: Lang): string => {
  const found = schema.workflow?.states.find((s) => s.value === state);
  return found ? localize(found.label, lang) : state;
};

/**
 * May this user take this step of the record, as far as segregation of duties goes? Refused with the rule's
 * name and a sentence in `lang` when they took another stage of the record (or wrote it); the transition's
 * other conditions (state, who may) are canTransition's.
 */
export function dutyDecision(
  schema: ResourceSchema,
  transition: Transition,
  record: Data,
  user: Pick<UserData, 'username'> | null,
  lang: Lang = 'en',
): Decision & { rule?: string } {
  if (!user || sameActorAllowed(schema, transition)) return { allowed: true };
  const stage = stageOf(schema, transition, record);
  const taken = [...stagesTakenBy(schema, record, user.username)];
  const other = taken.includes(AUTHOR_STAGE) && stage !== AUTHOR_STAGE ? AUTHOR_STAGE : taken.find((s) => s !== stage);
  if (other === undefined) return { allowed: true };
  const action = localize(transition.label, lang);
  const text =
    other === AUTHOR_STAGE
      ? fill(pick(TEXTS.author, lang), { action })
      : fill(pick(TEXTS.stage, lang), { action, stage: stateLabel(schema, other, lang) });
  return { allowed: false, rule: DUTY_RULE, reason: text };
}

/** The record's `workflowActors` after this user took the transition (computed on the record before it moved). */
export function withStepActor(schema: ResourceSchema, transition: Transition, record: Data, username: string): StepActors {
  const actors = actorsOf(record);
  const stage = stageOf(schema, transition, record);
  const names = actors[stage] ?? [];
  return names.includes(username) ? actors : { ...actors, [stage]: [...names, username] };
}

/**
 * The fields naming who takes a later step (`me` of a transition the author may not take): a payment approval's
 * checker, approver and secretary, a memo's approver. In schema order.
 */
export function approverFields(schema: ResourceSchema): string[] {
  const wf = schema.workflow;
  if (!wf) return [];
  const editable = editableStates(schema);
  const names = new Set<string>();
  for (const t of wf.transitions) {
    if (sameActorAllowed(schema, t) || t.allow.owner || t.from.every((s) => editable.includes(s))) continue;
    for (const f of t.allow.me ?? []) names.add(f);
  }
  return schema.fields.filter((f) => names.has(f.name)).map((f) => f.name);
}

const personOf = (value: unknown): string | null =>
  (typeof value === 'number' || typeof value === 'string') && String(value) !== '' ? String(value) : null;

/**
 * The approver fields refused, with their messages in `lang`: one naming the author (`authorId`, the author's
 * people record id; unknown: not checked), and one naming the same person as an earlier approver field.
 */
export function approverFieldErrors(
  schema: ResourceSchema,
  values: Data,
  authorId: unknown,
  lang: Lang = 'en',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const author = personOf(authorId);
  const seen = new Map<string, string>();
  for (const name of approverFields(schema)) {
    const person = personOf(values[name]);
    if (person === null) continue;
    if (person === author) errors[name] = pick(TEXTS.self, lang);
    else if (seen.has(person)) {
      const first = schema.fields.find((f) => f.name === seen.get(person));
      errors[name] = fill(pick(TEXTS.twice, lang), { field: first ? fieldLabel(first, lang) : seen.get(person)! });
    }
    if (!seen.has(person)) seen.set(person, name);
  }
  return errors;
}

/** Every template of this module, for the test that renders each refusal in every language. */
export const DUTY_TEXTS = TEXTS;
