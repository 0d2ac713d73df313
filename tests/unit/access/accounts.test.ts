/** The pure rules of issue 38: who may sign in, how long a session serves, what a new password must pass. */
import { describe, expect, it } from 'vitest';
import {
  accountRefusal,
  DEFAULT_SESSION_LIMITS,
  isCommonPassword,
  passwordProblem,
  selfChangedField,
  sessionEnd,
} from '../../../src/access';
import { loadSchemas } from '../../../src/schema';
import { readSchemaFiles } from '../../../src/schema/loader/read-dir';

const employees = readSchemaFiles().find((f) => f.file === 'employees.json')!.json as { signInWhile: unknown };
const signInWhile = employees.signInWhile;
const NOW = new Date('2026-12-07T10:00:00.000Z');

describe('accountRefusal', () => {
  it('lets an active account of a working employee sign in, and none whose employee resigned or is inactive', () => {
    expect(accountRefusal({ active: true }, { activeFlag: 'Y', employmentStatus: 'permanent' }, signInWhile, NOW)).toBeNull();
    expect(accountRefusal({}, { activeFlag: 'Y', employmentStatus: 'probation' }, signInWhile, NOW)).toBeNull();
    expect(accountRefusal({}, { activeFlag: 'Y', employmentStatus: 'resigned' }, signInWhile, NOW)).toBe('leaver');
    expect(accountRefusal({}, { activeFlag: 'N', employmentStatus: 'permanent' }, signInWhile, NOW)).toBe('leaver');
    // An applicant's account has no employee record: only its own switches decide.
    expect(accountRefusal({ active: true }, undefined, signInWhile, NOW)).toBeNull();
  });

  it('refuses a disabled account, and a locked one until its time', () => {
    expect(accountRefusal({ active: false }, undefined, signInWhile, NOW)).toBe('disabled');
    expect(accountRefusal({ lockedUntil: '2026-12-07T11:00:00.000Z' }, undefined, signInWhile, NOW)).toBe('locked');
    expect(accountRefusal({ lockedUntil: '2026-12-07T09:00:00.000Z' }, undefined, signInWhile, NOW)).toBeNull();
    expect(accountRefusal({ lockedUntil: '' }, undefined, signInWhile, NOW)).toBeNull();
  });

  it('reads the statuses the schema names: the loader refuses a signInWhile off the people schema or on an unknown field', () => {
    const broken = readSchemaFiles().map((f) =>
      f.file === 'employees.json'
        ? { ...f, json: { ...(f.json as object), signInWhile: { '==': [{ var: 'leftOn' }, null] } } }
        : f.file === 'memos.json'
          ? { ...f, json: { ...(f.json as object), signInWhile: { '==': [1, 1] } } }
          : f,
    );
    expect(() => loadSchemas(broken)).toThrow(
      /employees\.json: \$\.signInWhile.*leftOn[\s\S]*memos\.json: \$\.signInWhile: only the people schema/,
    );
  });
});

describe('sessionEnd', () => {
  const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
  it('serves a session used within 8 hours and younger than 7 days', () => {
    expect(sessionEnd({ createdAt: at(-60), lastUsedAt: at(-5) }, DEFAULT_SESSION_LIMITS, NOW)).toBeNull();
    expect(sessionEnd({ createdAt: at(-60 * 24 * 6), lastUsedAt: at(-60 * 7) }, DEFAULT_SESSION_LIMITS, NOW)).toBeNull();
  });
  it('ends one idle for 8 hours, one 7 days old however used, and one ended', () => {
    expect(sessionEnd({ createdAt: at(-600), lastUsedAt: at(-480) }, DEFAULT_SESSION_LIMITS, NOW)).toBe('idle');
    expect(sessionEnd({ createdAt: at(-60 * 24 * 7), lastUsedAt: at(-1) }, DEFAULT_SESSION_LIMITS, NOW)).toBe('expired');
    expect(sessionEnd({ createdAt: at(-5), lastUsedAt: at(-1), endedAt: at(-1) }, DEFAULT_SESSION_LIMITS, NOW)).toBe('ended');
    expect(sessionEnd({}, DEFAULT_SESSION_LIMITS, NOW)).toBe('expired');
  });
});

describe('selfChangedField', () => {
  const mine = { id: 7, username: 'somchai', role: 'Admin', active: undefined, employeeId: 12 };
  it('names the first switch of their own account a user would change', () => {
    expect(selfChangedField(mine, { role: 'Staff' })).toBe('role');
    expect(selfChangedField(mine, { active: false })).toBe('active');
    expect(selfChangedField(mine, { lockedUntil: '2099-01-01T00:00:00Z' })).toBe('lockedUntil');
    expect(selfChangedField(mine, { username: 'boss' })).toBe('username');
  });
  it('lets the same values (a whole form sent back) and other fields through', () => {
    expect(
      selfChangedField(mine, { role: 'Admin', active: true, username: 'somchai', employeeId: 12, fullName: 'New' }),
    ).toBeNull();
    expect(selfChangedField(mine, { lockedUntil: '' })).toBeNull();
  });
});

describe('passwordProblem', () => {
  it('takes a long passphrase of the person’s own', () => {
    expect(passwordProblem('Mango-River-Lamp-77', { username: 'staff', fullName: 'Somchai Jaidee' })).toBeNull();
    expect(passwordProblem('ช้างเผือก-ลอยฟ้า-2569')).toBeNull();
  });
  it('refuses by code: too short or long, the current one, personal, common', () => {
    expect(passwordProblem('Tk9#x2')?.code).toBe('length');
    expect(passwordProblem('x'.repeat(129))?.code).toBe('length');
    expect(passwordProblem('Mango-River-Lamp-77', { current: 'Mango-River-Lamp-77' })?.code).toBe('same');
    expect(passwordProblem('somchai-2026-yes', { username: 'Somchai' })?.code).toBe('personal');
    expect(passwordProblem('xx-Jaidee-2026', { fullName: 'Somchai Jaidee' })?.code).toBe('personal');
    for (const common of [
      'P@ssw0rd2024!',
      'password123',
      'Qwerty123456',
      '1234567890',
      'aaaaaaaaaaaa',
      'abcdefghijk',
      'iloveyou2020',
      'Welcome@2026',
      'qwertyqwerty',
      'admin12345!',
    ])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['Mango-River-Lamp-77', 'Orchid-Lantern-9x', 'tea time at 4 by the river'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });
});
