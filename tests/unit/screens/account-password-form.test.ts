/**
 * The password forms' messages (issue 38): the rule of src/access/passwords.ts beside the new password as it is typed,
 * and the server's 400 beside its field, by code in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../../../src/access/passwords';
import { newPasswordText, ruleText, serverFieldErrors, type Translate } from '../../../src/pages/account/password-form';

/** A translate function that shows the key and its values, so the tests see which words were asked for. */
const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);
const numbers = JSON.stringify({ min: PASSWORD_RULES.min, max: PASSWORD_RULES.max });

describe('newPasswordText', () => {
  const who = { username: 'somsri.k', fullName: 'Somsri Kaewmanee' };

  it('says nothing before anything is typed, and nothing of a password that meets the rule', () => {
    expect(newPasswordText('', who, t)).toBeNull();
    expect(newPasswordText('violet-harbour-lantern-42', who, t)).toBeNull();
  });

  it('names each problem by its code, with the lengths', () => {
    expect(newPasswordText('short1', who, t)).toBe(`account.problemLength ${numbers}`);
    expect(newPasswordText('P@ssw0rd2024!', who, t)).toBe(`account.problemCommon ${numbers}`);
    expect(newPasswordText('kaewmanee-river-77', who, t)).toBe(`account.problemPersonal ${numbers}`);
    expect(newPasswordText('violet-harbour-lantern-42', { ...who, current: 'violet-harbour-lantern-42' }, t)).toBe(
      `account.problemSame ${numbers}`,
    );
  });

  it('does not compare with a current password not typed yet', () => {
    expect(newPasswordText('violet-harbour-lantern-42', { ...who, current: '' }, t)).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('puts a wrong current password beside its field in our words', () => {
    const body = { message: 'Invalid input', errors: { currentPassword: 'The current password is wrong' } };
    expect(serverFieldErrors(body, t)).toEqual({ currentPassword: 'account.wrongCurrent' });
  });

  it('says a new-password problem by its code, else the server’s sentence', () => {
    const coded = { errors: { newPassword: 'This password is too common' }, codes: { newPassword: 'common' } };
    expect(serverFieldErrors(coded, t)).toEqual({ newPassword: `account.problemCommon ${numbers}` });
    const uncoded = { errors: { newPassword: 'Something new the server checks' }, codes: { newPassword: 'brandNew' } };
    expect(serverFieldErrors(uncoded, t)).toEqual({ newPassword: 'Something new the server checks' });
  });

  it('names no field for a body without field errors', () => {
    expect(serverFieldErrors({ message: 'Server error' }, t)).toEqual({});
    expect(serverFieldErrors(null, t)).toEqual({});
    expect(serverFieldErrors('Bad Gateway', t)).toEqual({});
  });

  it('gives the rule in short with its lengths', () => {
    expect(ruleText(t)).toBe(`account.rule ${numbers}`);
  });
});
