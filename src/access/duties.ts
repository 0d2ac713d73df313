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
 * the server with each transition (mock-server/actions/workflow.ts) and never by a caller; the author is the record's
 * owner (`ownerField`, default `createdBy`).
 */
import { WORKFLOW_ACTORS_KEY } from '../schema/meta/constants';
import { fieldLabel, localize } from '../schema/meta/describe';
import type { Data } from '../schema/expression/expression';
import type { ResourceSchema, Transition } from '../schema/meta/meta';
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
type Workflow = NonNullable<ResourceSchema['workflow']>;
type Texts = Readonly<Record<'en' | 'th' | 'fr' | 'ar', string>>;
const pick = (text: Texts, lang: Lang): string => (text as Record<string, string | undefined>)[lang] ?? text.en;

/** The sentences of the rule, each a function of the values it names (no placeholder can be left unfilled). */
const TEXTS = {
  author: (action: string): Texts => ({
    en: `Segregation of duties: you wrote this record, so someone else must take the step "${action}"`,
    th: `การแบ่งแยกหน้าที่: คุณเป็นผู้จัดทำเอกสารนี้ ขั้นตอน "${action}" ต้องเป็นผู้อื่นดำเนินการ`,
    fr: `Séparation des tâches : vous avez rédigé cet enregistrement, quelqu’un d’autre doit effectuer l’étape « ${action} »`,
    ar: `فصل المهام: أنت من أعدّ هذا السجل، لذا يجب أن يتخذ شخص آخر خطوة "${action}"`,
  }),
  stage: (action: string, stage: string): Texts => ({
    en: `Segregation of duties: you already acted on this record while it was "${stage}", so someone else must take the step "${action}"`,
    th: `การแบ่งแยกหน้าที่: คุณได้ดำเนินการกับเอกสารนี้แล้วในสถานะ "${stage}" ขั้นตอน "${action}" ต้องเป็นผู้อื่นดำเนินการ`,
    fr: `Séparation des tâches : vous avez déjà agi sur cet enregistrement à l’état « ${stage} », quelqu’un d’autre doit effectuer l’étape « ${action} »`,
    ar: `فصل المهام: لقد اتخذت إجراءً على هذا السجل في حالة "${stage}"، لذا يجب أن يتخذ شخص آخر خطوة "${action}"`,
  }),
  self: (): Texts => ({
    en: 'You cannot name yourself: someone other than the author takes this step',
    th: 'ไม่สามารถระบุตนเองได้: ขั้นตอนนี้ต้องเป็นผู้อื่นที่ไม่ใช่ผู้จัดทำเอกสาร',
    fr: 'Vous ne pouvez pas vous désigner vous-même : cette étape revient à une autre personne que l’auteur',
    ar: 'لا يمكنك تعيين نفسك: يتخذ هذه الخطوة شخص غير معدّ السجل',
  }),
  twice: (field: string): Texts => ({
    en: `Already named as ${field}: each step needs a different person`,
    th: `ระบุเป็น${field}แล้ว: แต่ละขั้นตอนต้องเป็นคนละคนกัน`,
    fr: `Déjà désigné comme ${field} : chaque étape demande une personne différente`,
    ar: `سبق تعيينه كـ ${field}: تحتاج كل خطوة إلى شخص مختلف`,
  }),
} as const;

/** May the same person take this step besides another stage of the record? */
export const sameActorAllowed = (wf: Workflow, transition: Transition): boolean =>
  (transition.sameActor ?? wf.sameActor) === 'allowed';

const editableStates = (wf: Workflow): readonly string[] => wf.editableIn ?? [wf.initial];

/** The stage a transition takes on this record now: the author's, or the state it decides. */
export function stageOf(wf: Workflow, transition: Transition, record: Data): string {
  if (transition.allow.owner) return AUTHOR_STAGE;
  const state = String(record[wf.field] ?? wf.initial);
  return editableStates(wf).includes(state) ? AUTHOR_STAGE : state;
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

const stateLabel = (wf: Workflow, state: string, lang: Lang): string => {
  const found = wf.states.find((s) => s.value === state);
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
  lang: Lang,
): Decision & { rule?: string } {
  const wf = schema.workflow;
  if (!user || !wf || sameActorAllowed(wf, transition)) return { allowed: true };
  const stage = stageOf(wf, transition, record);
  const other = [...stagesTakenBy(schema, record, user.username)].find((s) => s !== stage);
  if (other === undefined) return { allowed: true };
  const action = localize(transition.label, lang);
  const text = other === AUTHOR_STAGE ? TEXTS.author(action) : TEXTS.stage(action, stateLabel(wf, other, lang));
  return { allowed: false, rule: DUTY_RULE, reason: pick(text, lang) };
}

/** The record's `workflowActors` after this user took the transition (computed on the record before it moved). */
export function withStepActor(schema: ResourceSchema, transition: Transition, record: Data, username: string): StepActors {
  const actors = actorsOf(record);
  const stage = schema.workflow ? stageOf(schema.workflow, transition, record) : AUTHOR_STAGE;
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
  const editable = editableStates(wf);
  const names = new Set<string>();
  for (const t of wf.transitions)
    if (!sameActorAllowed(wf, t) && !t.allow.owner && t.from.some((s) => !editable.includes(s)))
      t.allow.me?.forEach((f) => names.add(f));
  return schema.fields.filter((f) => names.has(f.name)).map((f) => f.name);
}

const personOf = (value: unknown): string | null =>
  (typeof value === 'number' || typeof value === 'string') && String(value) !== '' ? String(value) : null;

/**
 * The approver fields refused, with their messages in `lang`: one naming the author (`authorId`, the author's
 * people record id; unknown: not checked), and one naming the same person as an earlier approver field.
 */
export function approverFieldErrors(schema: ResourceSchema, values: Data, authorId: unknown, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const author = personOf(authorId);
  const seen = new Map<string, string>();
  for (const name of approverFields(schema)) {
    const person = personOf(values[name]);
    if (person === null) continue;
    if (person === author) errors[name] = pick(TEXTS.self(), lang);
    else if (seen.has(person)) {
      const first = schema.fields.find((f) => f.name === seen.get(person));
      errors[name] = pick(TEXTS.twice(first ? fieldLabel(first, lang) : seen.get(person)!), lang);
    }
    if (!seen.has(person)) seen.set(person, name);
  }
  return errors;
}

/** Every sentence of this module, for the test that renders each refusal in every language. */
export const DUTY_TEXTS = TEXTS;
