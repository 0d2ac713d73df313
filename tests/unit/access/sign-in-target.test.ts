/** Where a sign-in goes on from the login page (src/access/sign-in.ts): its `to`, a path of this app only. */
import { describe, expect, it } from 'vitest';
import { signInTarget } from '../../../src/access/sign-in';

describe('signInTarget', () => {
  it('is the path the sign-in was asked for, with its query', () => {
    expect(signInTarget('?to=%2Fdashboard%2Fsale')).toBe('/dashboard/sale');
    expect(signInTarget(`?to=${encodeURIComponent('/apps/memo/memo?pageSize=20&current=2')}`)).toBe(
      '/apps/memo/memo?pageSize=20&current=2',
    );
  });

  it('is nothing without a `to`, or with one that leaves the app or leads back to the login page', () => {
    expect(signInTarget('')).toBeNull();
    expect(signInTarget('?to=')).toBeNull();
    expect(signInTarget('?to=https%3A%2F%2Fevil.example')).toBeNull();
    expect(signInTarget('?to=%2F%2Fevil.example')).toBeNull();
    expect(signInTarget('?to=%2Flogin%3Fto%3D%2Fx')).toBeNull();
  });
});
