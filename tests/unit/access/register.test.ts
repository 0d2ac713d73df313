/**
 * The rules of self-registration (src/access/register.ts), shared by the /register page and POST auth/register:
 * each field's limits and its problem, trimming, the password's strength, the confirmation, and that nothing
 * the caller sends picks the role. The server's answers are pinned in pages-register.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseRegistration, passwordStrongEnough, REGISTER_ROLE, REGISTER_RULES } from '../../../src/access/register';

const VISITOR = { fullName: 'Malee Srisuk', username: 'malee.s', email: 'malee@example.com', password: 'secret123' };

const MESSAGES = {
  fullName: 'Your name must be 2 to 100 characters',
  username: 'A username is 3 to 32 letters, digits, dots, dashes or underscores',
  email: 'Enter a valid email address',
  password: 'A password is 8 to 128 characters with at least one letter and one digit',
  confirmPassword: 'The two passwords do not match',
} as const;

/** The problems of the visitor's registration with `change` applied ({} when it is accepted). */
const problems = (change: Record<string, unknown>): Record<string, string> => {
  const parsed = parseRegistration({ ...VISITOR, ...change });
  return parsed.ok ? {} : (parsed.errors as Record<string, string>);
};

describe('the limits', () => {
  it('are the ones the page shows beside its fields', () => {
    expect(REGISTER_RULES.fullName).toEqual({ min: 2, max: 100 });
    expect(REGISTER_RULES.username).toMatchObject({ min: 3, max: 32 });
    expect(REGISTER_RULES.email).toMatchObject({ max: 120 });
    expect(REGISTER_RULES.password).toEqual({ min: 8, max: 128 });
    expect(REGISTER_ROLE).toBe('Guest');
  });
});

describe('parseRegistration', () => {
  it('accepts a good registration as it is, trimming the names and ignoring any other key', () => {
    expect(parseRegistration(VISITOR)).toEqual({ ok: true, value: VISITOR });
    expect(
      parseRegistration({
        fullName: '  Malee  ',
        username: ' malee.s ',
        email: '\tmalee@example.com\n',
        password: ' secret123 ',
        role: 'Admin',
        roleId: 1,
      }),
    ).toEqual({
      ok: true,
      value: { fullName: 'Malee', username: 'malee.s', email: 'malee@example.com', password: ' secret123 ' },
    });
  });

  it('names every bad field with its problem, and only those', () => {
    expect(parseRegistration({})).toEqual({
      ok: false,
      errors: { fullName: MESSAGES.fullName, username: MESSAGES.username, email: MESSAGES.email, password: MESSAGES.password },
    });
    expect(
      parseRegistration({ fullName: 'M', username: 'a b', email: 'nope', password: 'short', confirmPassword: 'other' }),
    ).toEqual({ ok: false, errors: MESSAGES });
    expect(problems({ email: 'nope' })).toEqual({ email: MESSAGES.email });
  });

  it('refuses a value that is not text, without failing', () => {
    const notText = { fullName: 12345, username: ['malee.s'], email: { at: 'example.com' }, password: 12345678 };
    expect(() => parseRegistration(notText)).not.toThrow();
    expect(Object.keys(problems(notText)).sort()).toEqual(['email', 'fullName', 'password', 'username']);
    expect(problems({ fullName: 123 })).toEqual({ fullName: MESSAGES.fullName });
    // Not text counts as empty: an empty confirmation matches it, and the problem is the password's alone.
    expect(problems({ password: 12345678, confirmPassword: '' })).toEqual({ password: MESSAGES.password });
    // A list of eight one-letter strings is not a password, though it has a length of 8.
    expect(problems({ password: ['a', '1', 'b', '2', 'c', '3', 'd', '4'] })).toEqual({ password: MESSAGES.password });
  });

  it('takes a name of 2 to 100 characters, counted after trimming', () => {
    expect(problems({ fullName: 'Ma' })).toEqual({});
    expect(problems({ fullName: 'x'.repeat(100) })).toEqual({});
    expect(problems({ fullName: 'M' })).toEqual({ fullName: MESSAGES.fullName });
    expect(problems({ fullName: '  M  ' })).toEqual({ fullName: MESSAGES.fullName });
    expect(problems({ fullName: 'x'.repeat(101) })).toEqual({ fullName: MESSAGES.fullName });
    expect(problems({ fullName: ` ${'x'.repeat(100)} ` })).toEqual({});
  });

  it('takes a username of 3 to 32 letters, digits, dots, dashes or underscores', () => {
    for (const good of ['abc', 'A.b-c_9', 'x'.repeat(32), 'Malee.S', '007', '._-', ' malee '])
      expect(problems({ username: good }), good).toEqual({});
    for (const bad of ['ab', '  ab  ', 'x'.repeat(33), 'a b', 'malee@s', 'มาลี', 'abc!', '!abc', 'ab\ncd', 'a/b', 'a+b'])
      expect(problems({ username: bad }), bad).toEqual({ username: MESSAGES.username });
  });

  it('takes an email address of at most 120 characters with a name, an @ and a dotted domain', () => {
    const at = (length: number) => `${'m'.repeat(length - '@example.com'.length)}@example.com`;
    for (const good of ['a@b.c', 'malee.s+hr@mail.example.co.th', at(120), 'มาลี@ตัวอย่าง.ไทย'])
      expect(problems({ email: good }), good).toEqual({});
    for (const bad of [
      at(121),
      '',
      'malee',
      'malee@example',
      '@example.com',
      'malee@.com',
      'malee@example.',
      'ma lee@example.com',
    ])
      expect(problems({ email: bad }), bad).toEqual({ email: MESSAGES.email });
    for (const bad of ['malee@@example.com', 'malee@example.com x', 'x malee@example.com', 'a@b.c@d', 'malee@exa mple.com'])
      expect(problems({ email: bad }), bad).toEqual({ email: MESSAGES.email });
  });

  it('takes a password of 8 to 128 characters with a letter and a digit, as typed', () => {
    expect(problems({ password: 'abcdefg1' })).toEqual({});
    expect(problems({ password: `1${'a'.repeat(127)}` })).toEqual({});
    expect(problems({ password: 'รหัสผ่าน12' })).toEqual({});
    for (const bad of ['abcdef1', `1${'a'.repeat(128)}`, 'abcdefghij', '1234567890', '!!!!!!!!1', '', 'abc1'])
      expect(problems({ password: bad }), bad).toEqual({ password: MESSAGES.password });
    // Spaces count: the password is not trimmed.
    expect(problems({ password: ' abcde1 ' })).toEqual({});
  });

  it('checks the confirmation only when it is sent', () => {
    expect(problems({})).toEqual({});
    expect(problems({ confirmPassword: VISITOR.password })).toEqual({});
    expect(problems({ confirmPassword: 'secret124' })).toEqual({ confirmPassword: MESSAGES.confirmPassword });
    expect(problems({ confirmPassword: '' })).toEqual({ confirmPassword: MESSAGES.confirmPassword });
    expect(problems({ confirmPassword: null })).toEqual({ confirmPassword: MESSAGES.confirmPassword });
    // It is compared with the password as typed.
    expect(problems({ password: ' secret123', confirmPassword: 'secret123' })).toEqual({
      confirmPassword: MESSAGES.confirmPassword,
    });
  });
});

describe('passwordStrongEnough', () => {
  it('needs 8 to 128 characters, a letter of any script and a digit', () => {
    expect(passwordStrongEnough('abcdefg1')).toBe(true);
    expect(passwordStrongEnough('1234567ก')).toBe(true);
    expect(passwordStrongEnough(`9${'z'.repeat(127)}`)).toBe(true);
    expect(passwordStrongEnough('abcdef1')).toBe(false);
    expect(passwordStrongEnough(`9${'z'.repeat(128)}`)).toBe(false);
    expect(passwordStrongEnough('abcdefgh')).toBe(false);
    expect(passwordStrongEnough('12345678')).toBe(false);
    expect(passwordStrongEnough('1234567_')).toBe(false);
  });
});
