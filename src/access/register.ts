/**
 * Self-registration (the public /register page, POST auth/register): the rules of each field, shared by the
 * browser's form (which shows them beside the fields, in the user's language) and the mock server (which
 * answers 400 with the same problems per field, in English). The caller never chooses a role: the server
 * always gives the new account the Guest role (../shared/spec/staff-app-spec.md §6: a guest lands on the job application).
 */

export const REGISTER_RULES = {
  fullName: { min: 2, max: 100 },
  /** Letters, digits, dot, dash and underscore; compared case-insensitively, as sign-in compares it. */
  username: { min: 3, max: 32, pattern: /^[a-zA-Z0-9._-]+$/ },
  email: { max: 120, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ },
  /** At least one letter and one digit. */
  password: { min: 8, max: 128 },
} as const;

/** The role every self-registered account gets (compared case-insensitively with the stored roles). */
export const REGISTER_ROLE = 'Guest';

export interface Registration {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

export type RegistrationField = keyof Registration | 'confirmPassword';

export const passwordStrongEnough = (p: string): boolean =>
  p.length >= REGISTER_RULES.password.min && p.length <= REGISTER_RULES.password.max && /\p{L}/u.test(p) && /\d/.test(p);

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The registration in `body`, or the problem of each bad field (English; the page shows its own words).
 * Names are trimmed; the password is taken as typed. `confirmPassword`, when sent, must equal `password`.
 * Any other key (a `role`, say) is ignored: nothing the caller sends chooses the account's role.
 */
export function parseRegistration(
  body: Record<string, unknown>,
): { ok: true; value: Registration } | { ok: false; errors: Partial<Record<RegistrationField, string>> } {
  const errors: Partial<Record<RegistrationField, string>> = {};
  const fullName = text(body.fullName);
  const username = text(body.username);
  const email = text(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  const R = REGISTER_RULES;
  if (fullName.length < R.fullName.min || fullName.length > R.fullName.max)
    errors.fullName = `Your name must be ${R.fullName.min} to ${R.fullName.max} characters`;
  if (username.length < R.username.min || username.length > R.username.max || !R.username.pattern.test(username))
    errors.username = `A username is ${R.username.min} to ${R.username.max} letters, digits, dots, dashes or underscores`;
  if (email.length > R.email.max || !R.email.pattern.test(email)) errors.email = 'Enter a valid email address';
  if (!passwordStrongEnough(password))
    errors.password = `A password is ${R.password.min} to ${R.password.max} characters with at least one letter and one digit`;
  if (body.confirmPassword !== undefined && body.confirmPassword !== password)
    errors.confirmPassword = 'The two passwords do not match';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { fullName, username, email, password } };
}
