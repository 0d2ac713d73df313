/** The declared hand-written screens (src/access/screens.ts): routes, actions and who may take them. */
import { describe, expect, it } from 'vitest';
import { meetsRequirement } from '../../src/access/rules';
import { SCREENS, SCREENS_BY_NAME, screen } from '../../src/access/screens';
import { testUser } from '../support/users';

describe('the administration screens', () => {
  it('are declared with their routes, in the Administration area', () => {
    expect(SCREENS.map(({ name, route, adminArea }) => ({ name, route, adminArea }))).toEqual([
      { name: 'masterMenu', route: '/apps/master/menu', adminArea: true },
      { name: 'roleMenu', route: '/apps/master/rolemenu', adminArea: true },
      { name: 'userPermissions', route: '/apps/master/permission', adminArea: true },
    ]);
  });

  it('offer list (and edit where they change something) to the Admin role only', () => {
    expect(Object.keys(screen('masterMenu').access)).toEqual(['list']);
    expect(Object.keys(screen('roleMenu').access)).toEqual(['list', 'edit']);
    expect(Object.keys(screen('userPermissions').access)).toEqual(['list', 'edit']);
    for (const s of SCREENS)
      for (const req of Object.values(s.access)) {
        expect(req).toEqual({ roles: ['Admin'] });
        expect(meetsRequirement(req, testUser('Admin', 'E1'), null).allowed).toBe(true);
        expect(meetsRequirement(req, testUser('HR', 'E2'), null)).toEqual({ allowed: false, reason: 'This needs role Admin' });
      }
  });

  it('are found by name, and an undeclared name is a programming error', () => {
    for (const s of SCREENS) {
      expect(screen(s.name)).toBe(s);
      expect(SCREENS_BY_NAME.get(s.name)).toBe(s);
    }
    expect(SCREENS_BY_NAME.size).toBe(SCREENS.length);
    expect(() => screen('auditLog')).toThrow('Screen "auditLog" is not declared in src/access/screens.ts');
  });
});
