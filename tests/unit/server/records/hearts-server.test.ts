/**
 * Super Heart and rewards on the real schemas (schemas/hearts.json, pointEntries.json, rewards.json,
 * rewardTransactions.json): the monthly limit kept in the system settings refuses the next heart with the
 * balance left, a heart to oneself is refused, a heart earns its recipient a point, a redemption beyond the
 * points balance is refused with nothing written, and parallel redemptions never take a reward's stock below 0.
 * An activity (activities.json) posts its attended participants' points when HR closes it, once.
 */
import { bangkokDate } from '../../../../src/schema/expression/date-math';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaDir } from '../../../../src/schema/loader/read-dir';
import { apiCaller, startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
const call = apiCaller(() => server);
const STAFF_EMPLOYEE = 3; // EMP0003, the staff demo user
const HR_EMPLOYEE = 2;
const today = bangkokDate(new Date()); // the server's "$today": Bangkok's date

beforeAll(async () => {
  server = await startTestServer({ registry: loadSchemaDir() });
}, 60_000);
afterAll(() => server.close());

const setLimits = async (perMonth: number | null, perYear: number | null = 100) => {
  const settings = (await call('hr', 'GET', 'settings')).body.data;
  const res = await call('hr', 'PUT', `systemSettings/${settings.id}`, {
    ...settings,
    heartsPerMonth: perMonth,
    heartsPerYear: perYear,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const heart = (recipient: number, value = 'S') => ({
  recipient,
  value,
  date: today,
  impression: 'ช่วยทีมปิดงบทันเวลา (Helped the team close the books on time)',
});
const balanceOf = async (employee: number): Promise<number> =>
  (await call('admin', 'GET', `employees/${employee}`)).body.pointsBalance as number;

describe('hearts', () => {
  it('HR sets the monthly limit; the fourth heart of the month is refused with the balance left', async () => {
    await setLimits(3);
    const before = await balanceOf(7);
    for (let i = 0; i < 3; i++) {
      const res = await call('staff', 'POST', 'hearts', heart(7 + i));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.sender).toBe(STAFF_EMPLOYEE);
      expect(res.body.period).toBe(today.slice(0, 7));
    }
    const fourth = await call('staff', 'POST', 'hearts', heart(10));
    // A constraint on the record itself answers 400 with the message on its field (docs/SCHEMA.md, Constraints).
    expect(fourth.status, JSON.stringify(fourth.body)).toBe(400);
    expect(fourth.body.errors.recipient).toBe('You have sent 3 of your 3 hearts this month: 0 left');
    const th = await fetch(`${server.api}/hearts`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await server.login('staff')}`,
        'content-type': 'application/json',
        'accept-language': 'th',
      },
      body: JSON.stringify(heart(11)),
    });
    expect(((await th.json()) as { errors: Record<string, string> }).errors.recipient).toBe(
      'เดือนนี้คุณส่งหัวใจไปแล้ว 3 จาก 3 ดวง เหลือ 0 ดวง',
    );
    // The recipient earned one point for the heart, in the points ledger.
    expect(await balanceOf(7)).toBe(before + 1);
    const entries = (await call('admin', 'GET', `pointEntries?employee=7&source=heart&_sort=id&_order=desc&_limit=1`)).body;
    expect(entries[0]).toMatchObject({ points: 1, source: 'heart', date: today });
    expect(entries[0].reference).toMatch(/^HRT-\d{5}$/);
    await setLimits(10);
  });

  it('refuses a heart to oneself, in English and Thai', async () => {
    const res = await call('hr', 'POST', 'hearts', heart(HR_EMPLOYEE));
    expect(res.status).toBe(400);
    expect(res.body.errors.recipient).toBe('You cannot send a heart to yourself: pick a colleague');
  });

  it('keeps the sender: a staff member cannot send in someone else’s name', async () => {
    const res = await call('staff', 'POST', 'hearts', { ...heart(9), sender: 9 });
    expect(res.status).toBe(403);
  });

  it('takes the sender and the date the server would set anyway (the generated form sends its defaults), never others', async () => {
    await setLimits(null, null);
    // The generated create form starts with "$me" and "$today" and sends them back: that is no change.
    const sent = await call('staff', 'POST', 'hearts', { ...heart(HR_EMPLOYEE), sender: STAFF_EMPLOYEE, date: today });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ sender: STAFF_EMPLOYEE, date: today });
    // Without them the server sets them; a back-dated heart (to get round a month's limit) is refused.
    expect((await call('staff', 'POST', 'hearts', { ...heart(HR_EMPLOYEE), date: undefined })).body.date).toBe(today);
    const backdated = await call('staff', 'POST', 'hearts', { ...heart(HR_EMPLOYEE), date: '2026-01-02' });
    expect(backdated.status).toBe(403);
    expect(backdated.body.errors).toHaveProperty('date');
  });

  it('HR may change the heart limits but not the rest of the system settings', async () => {
    const settings = (await call('hr', 'GET', 'settings')).body.data;
    const res = await call('hr', 'PUT', `systemSettings/${settings.id}`, { ...settings, vatRate: 10 });
    expect(res.status).toBe(403);
    expect((await call('staff', 'PUT', `systemSettings/${settings.id}`, { ...settings, heartsPerMonth: 50 })).status).toBe(403);
  });
});

describe('rewards', () => {
  const createReward = async (points: number, stock: number) => {
    const reward = await call('hr', 'POST', 'rewards', {
      code: `T-${Math.random().toString(36).slice(2, 8)}`,
      name: 'ถุงผ้ารักษ์โลก (Eco tote bag)',
      category: 'merchandise',
      points,
    });
    expect(reward.status, JSON.stringify(reward.body)).toBe(201);
    if (stock > 0) {
      const restock = await call('hr', 'POST', 'rewardTransactions', {
        type: 'restock',
        reward: reward.body.id,
        quantity: stock,
        date: today,
      });
      expect(restock.status, JSON.stringify(restock.body)).toBe(201);
    }
    return reward.body.id as number;
  };
  const redeem = (reward: number, points: number, quantity = 1) =>
    call('staff', 'POST', 'rewardTransactions', { reward, points, quantity, date: today });

  it('refuses a redemption beyond the balance and writes nothing', async () => {
    const balance = await balanceOf(STAFF_EMPLOYEE);
    expect(balance).toBeGreaterThan(0);
    const reward = await createReward(balance + 1, 5);
    const count = async () => {
      const res = await fetch(`${server.api}/rewardTransactions?_limit=1`, {
        headers: { authorization: `Bearer ${await server.login('admin')}` },
      });
      return Number(res.headers.get('x-total-count'));
    };
    const txBefore = await count();
    const res = await redeem(reward, balance + 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Not enough points: .+ has \d+ points$/);
    expect(await balanceOf(STAFF_EMPLOYEE)).toBe(balance);
    expect(await count()).toBe(txBefore);
    expect((await call('admin', 'GET', `rewards/${reward}`)).body.stock).toBe(5);
    // Within the balance: the points go down by the reward's points, the stock by one.
    const cheap = await createReward(balance, 2);
    const ok = await redeem(cheap, balance);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ employee: STAFF_EMPLOYEE, type: 'redeem', totalPoints: balance });
    expect(await balanceOf(STAFF_EMPLOYEE)).toBe(0);
    expect((await call('admin', 'GET', `rewards/${cheap}`)).body.stock).toBe(1);
  });

  it('20 parallel redemptions of a reward with 5 in stock: exactly 5 succeed, the stock ends at 0', async () => {
    // Enough points for everyone: HR credits the staff member first.
    const credit = await call('hr', 'POST', 'pointEntries', {
      employee: STAFF_EMPLOYEE,
      points: 200,
      source: 'adjustment',
      date: today,
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const reward = await createReward(1, 5);
    const before = await balanceOf(STAFF_EMPLOYEE);
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(reward, 1)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    // The stock floor is the record's own constraint: a shortfall, 409 as for the points, the stock left on the quantity.
    expect(refused.map((r) => r.status)).toEqual(Array(15).fill(409));
    expect(refused[0]!.body.errors.quantity).toBe('Only 0 left of ถุงผ้ารักษ์โลก (Eco tote bag)');
    expect((await call('admin', 'GET', `rewards/${reward}`)).body.stock).toBe(0);
    expect(await balanceOf(STAFF_EMPLOYEE)).toBe(before - 5);
  });
});

describe('activities post their points through the ledger', () => {
  it("closing gives each attended participant their points (the activity's when none are set); staff may not close; only once", async () => {
    const made = await call('hr', 'POST', 'activities', {
      title: 'Tree planting at the river (test)',
      type: 'csr',
      points: 12,
      startDate: '2026-11-20',
      endDate: '2026-11-21',
      participants: [
        { employee: STAFF_EMPLOYEE, attended: true, pointsEarned: 20 },
        { employee: HR_EMPLOYEE, attended: true },
        { employee: 7, attended: false, pointsEarned: 12 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as number;
    expect(made.body.status).toBe('planned');
    const before = { staff: await balanceOf(STAFF_EMPLOYEE), hr: await balanceOf(HR_EMPLOYEE), seven: await balanceOf(7) };
    // Not open yet: it cannot be closed.
    expect((await call('hr', 'POST', `activities/${id}/actions/close`)).status).toBe(409);
    expect((await call('hr', 'POST', `activities/${id}/actions/open`)).status).toBe(200);
    expect((await call('staff', 'POST', `activities/${id}/actions/close`)).status).toBe(403);
    const closed = await call('hr', 'POST', `activities/${id}/actions/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const posted = server.app.store.list('pointEntries').filter((e) => e.reference === made.body.activityNo);
    expect(posted.map((e) => [e.employee, e.points, e.source, e.date])).toEqual([
      [STAFF_EMPLOYEE, 20, 'activity', '2026-11-21'],
      [HR_EMPLOYEE, 12, 'activity', '2026-11-21'],
    ]);
    expect(await balanceOf(STAFF_EMPLOYEE)).toBe(before.staff + 20);
    expect(await balanceOf(HR_EMPLOYEE)).toBe(before.hr + 12);
    expect(await balanceOf(7)).toBe(before.seven);
    // Closed: posted once, no second close, and no edit.
    expect((await call('hr', 'POST', `activities/${id}/actions/close`)).status).toBe(409);
    expect((await call('hr', 'PATCH', `activities/${id}`, { points: 99 })).status).toBe(409);
    expect(server.app.store.list('pointEntries').filter((e) => e.reference === made.body.activityNo)).toHaveLength(2);
  });
});
