/**
 * The inbox (`GET inbox`, src/access computeInbox): how long one user's answer takes to compute over
 * 10,000 memos (a quarter of them pending), as after every write to the memos; the server keeps the
 * answer per caller until the rows or the caller's access change, so a poll in between is a lookup.
 * Prints numbers; asserts nothing.
 */
import { buildAbility, computeInbox, type AccessContext, type MenuItem, type UserData } from '../src/access';
import { loadRegistry } from '../mock-server/schemas/schemas';

const ROWS = 10_000;
const RUNS = 30;

export function benchInbox(): void {
  const registry = loadRegistry();
  const menu: MenuItem[] = registry.resources.map((r) => ({
    to: r.route.slice(1).split('/').join('-'),
    isView: 'Y',
    isCreate: 'Y',
    isEdit: 'Y',
    isExport: 'Y',
  }));
  const perms = { Memo: { Create: [{ empCode: 'E3' }], Approve: [{ empCode: 'E2' }] } };
  const ability = buildAbility([{ action: 'manage', subject: 'all' }]);
  const users = ['admin', 'hr', 'staff', 'sales'];
  const states = ['draft', 'pending', 'approved', 'rejected'];
  const memos = Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    title: `Memo ${i + 1}`,
    status: states[i % 4],
    createdBy: users[Math.floor(i / 4) % 4],
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
  }));
  const user = (role: string, empCode: string): UserData => ({
    id: 1,
    username: role.toLowerCase(),
    fullName: role,
    empCode,
    role,
    roleCode: role,
    roleId: 1,
  });
  console.log(`\nInbox over ${ROWS} memos (computed, not cached), ${RUNS} runs per user:`);
  for (const u of [user('Admin', 'E1'), user('HR', 'E2'), user('Staff', 'E3')]) {
    const ctx: AccessContext = { user: u, perms, menu, ability };
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      total = computeInbox(ctx, registry.resources, (s) => (s.name === 'memos' ? memos : [])).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(
      `  ${u.role.padEnd(6)} ${String(total).padStart(5)} waiting   median ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`,
    );
  }
}
