/**
 * The rule a new password must pass (issue 38): the change-password page shows its reason beside the field, in
 * the reader's language (by `code`), and the server answers 400 with the same code and an English message
 * (POST auth/password). Pure: both sides. Registration keeps its own rule (src/access/register.ts).
 *
 * - length: 10 to 128 characters;
 * - common: a password found in breach lists, or one of their patterns: a well-known word or keyboard walk
 *   with digits or symbols around it and letters swapped for look-alike digits (`P@ssw0rd2024!`), a single
 *   repeated character, a run of consecutive digits or letters, digits only;
 * - personal: it holds the username or a part of the person's name;
 * - same: it is the current password.
 */

export const PASSWORD_RULES = { min: 10, max: 128 } as const;

export type PasswordProblemCode = 'length' | 'common' | 'personal' | 'same';

export interface PasswordProblem {
  code: PasswordProblemCode;
  message: string;
}

/** Words and walks at the heart of the passwords most often found in breach lists (lower case, look-alikes undone). */
const COMMON_WORDS = [
  'password',
  'passw',
  'pass',
  'qwerty',
  'qwertz',
  'azerty',
  'asdf',
  'zxcv',
  'qazwsx',
  'admin',
  'administrator',
  'welcome',
  'letmein',
  'iloveyou',
  'monkey',
  'dragon',
  'sunshine',
  'football',
  'baseball',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'abc',
  'login',
  'secret',
  'changeme',
  'default',
  'hello',
  'freedom',
  'whatever',
  'starwars',
  'michael',
  'charlie',
  'jordan',
  'hunter',
  'killer',
  'soccer',
  'pokemon',
  'computer',
  'internet',
  'google',
  'samsung',
  'thailand',
  'bangkok',
  'summer',
  'winter',
  'spring',
  'autumn',
  'love',
  'test',
  'user',
  'guest',
  'staff',
  'company',
  'office',
  'root',
  'toor',
  'temp',
  'sawasdee',
  'sawadee',
  'ilovethailand',
];

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const normalise = (p: string): string =>
  p
    .toLowerCase()
    .split('')
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('');

/** Whether every character is the one before it plus one (or minus one): `123456789`, `abcdefgh`, `98765`. */
function isRun(s: string): boolean {
  if (s.length < 4) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** Whether the password is a breach list's kind: see the module comment. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (/^\d+$/.test(lower)) return true;
  if (new Set(lower).size <= 2) return true;
  if (isRun(lower)) return true;
  // The letters left once digits and symbols around them are taken away, look-alikes undone.
  const core = normalise(lower.replace(/^[^a-z]+|[^a-z]+$/g, '')).replace(/[^a-z]/g, '');
  const whole = normalise(lower).replace(/[^a-z]/g, '');
  // A few Latin letters in a password of other letters (Thai), or look-alikes read into its digits, tell nothing.
  for (const candidate of [core, whole.length >= lower.length / 2 ? whole : '']) {
    if (candidate.length < 4) continue;
    if (isRun(candidate) || new Set(candidate).size <= 2) return true;
    // A common word, repeated or alone: `passwordpassword`, `qwertyqwerty`, `iloveyou`.
    if (
      COMMON_WORDS.some(
        (w) =>
          candidate === w ||
          candidate === w.repeat(2) ||
          (w.length >= 5 && candidate.startsWith(w) && candidate.length <= w.length + 4),
      )
    )
      return true;
  }
  return false;
}

/** Parts of a name long enough to matter (3 letters or more). */
const nameParts = (text: string | undefined): string[] =>
  (text ?? '')
    .toLowerCase()
    .split(/[\s._@-]+/)
    .filter((p) => p.length >= 3);

/**
 * The first problem of `password` as a new password for `who`, or null. `current`, when given, is the
 * password it replaces.
 */
export function passwordProblem(
  password: string,
  who: { username?: string; fullName?: string; current?: string } = {},
): PasswordProblem | null {
  const { min, max } = PASSWORD_RULES;
  if (password.length < min || password.length > max)
    return { code: 'length', message: `A password is ${min} to ${max} characters long` };
  if (who.current !== undefined && password === who.current)
    return { code: 'same', message: 'The new password must differ from the current one' };
  const lower = password.toLowerCase();
  if ([...nameParts(who.username), ...nameParts(who.fullName)].some((part) => lower.includes(part)))
    return { code: 'personal', message: 'A password must not contain your username or your name' };
  if (isCommonPassword(password))
    return { code: 'common', message: 'This password is too common: it appears in lists of leaked passwords' };
  return null;
}
