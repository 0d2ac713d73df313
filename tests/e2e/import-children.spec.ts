/**
 * Import with child tables, as ERPNext's Data Import reads them: HR imports two activities from one .xlsx,
 * the first with three participants (one on its own row, two on the rows below with the activity's cells
 * left empty), the second with one. The preview counts records, not rows; the first activity's page then
 * shows its three participants with their points and the computed total, and a participant's profile their
 * points earned, the imported ones included. A file with a bad participant
 * line and a participant line above any activity shows why neither can be imported.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, login, tokenOf, unique } from './helpers';
import { xlsxBuffer, XLSX_TYPE } from './sheets';

const xlsxOf = (rows: unknown[][]) => xlsxBuffer(rows, 'Activities');
const API = '/api-spp/v1';

interface Employee {
  id: number;
  empCode: string;
  fullName: string;
}

/** The value cell beside a label on a show page, or below it (a child table is a block of its own, its label above it). */
const shown = (page: Page, label: string) =>
  page
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1] | self::th[not(following-sibling::td)]/../following-sibling::tr[1]/td[1]');

async function employees(page: Page): Promise<Employee[]> {
  const res = await page.request.get(`${API}/employees?_start=0&_end=4&_sort=id&_order=asc`, {
    headers: bearer(await tokenOf(page)),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Employee[];
}

/** The points an employee earned in every activity, as the server sums them. */
async function pointsOf(page: Page, employee: number): Promise<number> {
  const res = await page.request.get(
    `${API}/activities/summary?participants.employee=${employee}&sum=participants.pointsEarned`,
    { headers: bearer(await tokenOf(page)) },
  );
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { sums: Record<string, number> }).sums['participants.pointsEarned']!;
}

async function upload(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.goto('/apps/activity/manage');
  await expect(page.getByRole('heading', { name: 'Activities' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import activities from Excel' });
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX_TYPE, buffer });
}

test('HR imports two activities with their participants; the first shows its three participants and their total', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, 'hr');
  const [a, b, c, d] = await employees(page);
  const first = unique('Imported clean-up');
  const second = unique('Imported fun run');
  const before = await pointsOf(page, b!.id);
  // Child headers in each form the import reads: labels in English or Thai, or "<table>.<column>".
  const buffer = xlsxOf([
    [
      'Title',
      'Type',
      'Points',
      'Start date',
      'End date',
      'Participants: Employee',
      'participants.pointsEarned',
      'ผู้เข้าร่วม: เข้าร่วมจริง',
    ],
    [first, 'CSR', 20, '2026-11-20', '2026-11-21', a!.empCode, 20, 'Yes'],
    [null, null, null, null, null, b!.empCode, 15, 'Yes'],
    ['', '', '', '', '', c!.empCode, 10, 'No'],
    [second, 'Sports day', 10, '2026-12-01', '2026-12-01', d!.empCode, 5, 'Yes'],
  ]);
  await upload(page, 'activities-with-participants.xlsx', buffer);

  await expect(page.getByTestId('import-summary')).toHaveText('2 records in 4 rows: 2 ready to import, 0 with problems');
  const preview = page.getByTestId('import-preview');
  const lines = preview.locator('tbody tr.ant-table-row');
  await expect(lines).toHaveCount(4);
  // Each sheet row as written: the participant rows under their activity, with their own cells.
  await expect(lines.nth(0)).toContainText(first);
  await expect(lines.nth(1)).toContainText('A line of the record on row 2');
  await expect(lines.nth(1)).toContainText(b!.empCode);
  await expect(lines.nth(2)).toContainText('A line of the record on row 2');
  await expect(lines.nth(3)).toContainText(second);
  await expect(preview.locator('td[data-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText('Ready records (2)')).toBeVisible();

  await page.getByRole('button', { name: 'Import 2 ready records' }).click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Imported 2 activities');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const found = await page.request.get(`${API}/activities?q=${encodeURIComponent(first)}`, {
    headers: bearer(await tokenOf(page)),
  });
  const stored = (await found.json()) as { id: number; title: string; participants: unknown[]; totalPoints: number }[];
  expect(stored.map((s) => s.title)).toEqual([first]);
  expect(stored[0]!.participants).toEqual([
    { employee: a!.id, pointsEarned: 20, attended: true },
    { employee: b!.id, pointsEarned: 15, attended: true },
    { employee: c!.id, pointsEarned: 10, attended: false },
  ]);

  await page.goto(`/apps/activity/${stored[0]!.id}`);
  await expect(page.getByRole('heading', { name: first })).toBeVisible({ timeout: 30_000 });
  const participants = shown(page, 'Participants').locator('tbody tr.ant-table-row');
  await expect(participants).toHaveCount(3);
  for (const [i, [who, points]] of (
    [
      [a!, '20'],
      [b!, '15'],
      [c!, '10'],
    ] as const
  ).entries()) {
    await expect(participants.nth(i)).toContainText(who.fullName);
    await expect(participants.nth(i).locator('td').nth(1)).toHaveText(points);
  }
  await expect(shown(page, 'Number of participants')).toHaveText('3');
  await expect(shown(page, 'Total points')).toHaveText('45');

  // The imported points count on the participant's profile: the activity listed, 15 more points earned.
  expect(await pointsOf(page, b!.id)).toBe(before + 15);
  await page.goto(`/apps/employees/profile/${b!.id}`);
  await expect(page.getByRole('region', { name: 'Activities' }).getByRole('link', { name: first })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Points earned')).toHaveText(`Points earned: ${before + 15}`);
});

test('a bad participant row makes its activity not ready, and a participant row above any activity is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'hr');
  const [a] = await employees(page);
  const title = unique('Not imported');
  const buffer = xlsxOf([
    ['Title', 'Type', 'Points', 'Start date', 'End date', 'Participants: Employee', 'Participants: Points earned'],
    [null, null, null, null, null, a!.empCode, 5],
    [title, 'CSR', 20, '2026-11-20', '2026-11-20', a!.empCode, 20],
    [null, null, null, null, null, 'EMP9999', 15],
  ]);
  await upload(page, 'activities-bad-participants.xlsx', buffer);

  await expect(page.getByTestId('import-summary')).toHaveText('2 records in 3 rows: 0 ready to import, 2 with problems');
  const lines = page.getByTestId('import-preview').locator('tbody tr.ant-table-row');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Participants: this row adds a line to a record, but no record starts above it');
  await expect(lines.nth(1)).toContainText('Participants: row 4 of this record has problems');
  await expect(lines.nth(2)).toContainText('Employee must point to an existing record');
  await expect(lines.nth(2).locator('td[data-invalid="true"]')).toHaveCount(1);
  await expect(page.getByText('No record is ready to import. Fix the file and upload it again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 0 ready records' })).toBeDisabled();
});
