/**
 * What the password forms say beside their fields (issue 38), in the reader's language: the new-password rule of
 * src/access/passwords.ts as the user types (by its problem's code), and the server's 400 of POST auth/password
 * (`errors` per field, `codes.newPassword` naming the rule the server applied).
 */
import { PASSWORD_RULES, passwordProblem, type PasswordProblemCode } from '../../access/passwords';
import type { AccountKey } from './words';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type PasswordField = 'currentPassword' | 'newPassword';

const PROBLEM_KEYS: Record<PasswordProblemCode, AccountKey> = {
  length: 'problemLength',
  common: 'problemCommon',
  personal: 'problemPersonal',
  same: 'problemSame',
};

const RULE_NUMBERS = { min: PASSWORD_RULES.min, max: PASSWORD_RULES.max };

/** A rule's problem in the reader's words (`{{min}}` and `{{max}}` filled), by its code. */
export const problemText = (code: PasswordProblemCode, t: Translate): string => t(`account.${PROBLEM_KEYS[code]}`, RULE_NUMBERS);

/** The help under the new password: the rule in short. */
export const ruleText = (t: Translate): string => t('account.rule', RULE_NUMBERS);

/** What is wrong with `password` as the user's new one, in their words; null when the rule is met (or nothing is typed). */
export function newPasswordText(
  password: string,
  who: { username?: string; fullName?: string; current?: string },
  t: Translate,
): string | null {
  if (!password) return null;
  // An empty current password is not compared: the user has not typed it yet.
  const problem = passwordProblem(password, { ...who, current: who.current || undefined });
  return problem ? problemText(problem.code, t) : null;
}

const isCode = (code: unknown): code is PasswordProblemCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(PROBLEM_KEYS, code);

/**
 * The server's refusal (the 400's body) as messages beside the fields: the current password wrong in our words,
 * a new-password problem by its code in our words, else the server's own sentence. Empty when the body names no field.
 */
export function serverFieldErrors(body: unknown, t: Translate): Partial<Record<PasswordField, string>> {
  if (body === null || typeof body !== 'object') return {};
  const { errors, codes } = body as { errors?: Record<string, unknown>; codes?: Record<string, unknown> };
  const out: Partial<Record<PasswordField, string>> = {};
  if (errors?.currentPassword !== undefined) out.currentPassword = t('account.wrongCurrent');
  if (isCode(codes?.newPassword)) out.newPassword = problemText(codes.newPassword, t);
  else if (typeof errors?.newPassword === 'string') out.newPassword = errors.newPassword;
  return out;
}
