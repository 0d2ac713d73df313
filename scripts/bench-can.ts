/**
 * The cost of one can() decision in the browser, before and after the in-memory session store
 * (src/providers/session.ts). Modelled in Node with the same functions the browser runs: "before"
 * is what every call did until issue 11 (decrypt the permission cache, parse the stored menu and
 * ability rules, filter the menu, build the CASL ability, decide); "after" decides over the
 * snapshot built once. Prints numbers; asserts nothing.
 */
import {
  buildAbility,
  decideRequest,
  decryptPermissions,
  encryptPermissions,
  filterMenu,
  type AccessContext,
  type MenuItem,
  type PermissionData,
  type UserData,
} from '../src/access';
import { loadRegistry } from '../mock-server/schemas/schemas';

const registry = loadRegistry();
const user: UserData = {
  id: 3,
  username: 'staff',
  fullName: 'Staff',
  empCode: 'EMP0003',
  role: 'Staff',
  roleCode: 'STF',
  roleId: 3,
};
const perms: PermissionData = { Memo: { Create: [{ empCode: 'EMP0003' }] } };
const menu: MenuItem[] = registry.areas.map((a) => ({
  title: a.name,
  children: registry.resources
    .filter((r) => r.area === a.name)
    .map((r) => ({ to: r.route.slice(1).split('/').join('-'), isView: 'Y', isCreate: 'Y', isEdit: 'N', isExport: 'Y' })),
}));
const rules = [
  { action: 'manage', subject: 'all' },
  { action: ['delete'], subject: 'all', inverted: true, reason: 'no' },
];
const stored = { perms: encryptPermissions(perms), menu: JSON.stringify(menu), rules: JSON.stringify(rules) };
const names = registry.resources.map((r) => r.name);
const actions = ['list', 'show', 'create', 'edit', 'delete', 'export'];

function rebuild(): AccessContext {
  const p = decryptPermissions(stored.perms);
  return {
    user,
    perms: p,
    menu: filterMenu(JSON.parse(stored.menu) as MenuItem[], user, p, registry.manifest.menuGates),
    ability: buildAbility(JSON.parse(stored.rules)),
  };
}
const snapshot = rebuild();

function time(label: string, ctxOf: () => AccessContext, calls: number, print = true): number {
  let allowed = 0;
  const started = performance.now();
  for (let i = 0; i < calls; i++)
    if (decideRequest(ctxOf(), registry, names[i % names.length], actions[i % actions.length]!).allowed) allowed++;
  const perCall = ((performance.now() - started) * 1000) / calls;
  if (print)
    console.log(`  ${label.padEnd(44)} ${perCall.toFixed(1).padStart(8)} µs per call (${calls} calls, ${allowed} allowed)`);
  return perCall;
}

export function benchCan(): void {
  console.log('\none can() decision (staff, every schema x action)');
  time('warm-up', rebuild, 2000, false);
  const before = time('before: rebuilt from encrypted storage', rebuild, 5000);
  time('warm-up', () => snapshot, 20000, false);
  const after = time('after: in-memory session snapshot', () => snapshot, 100000);
  console.log(`  ${'speed-up'.padEnd(44)} ${(before / after).toFixed(0).padStart(8)} x`);
}

if (import.meta.url === `file://${process.argv[1]}`) benchCan();
