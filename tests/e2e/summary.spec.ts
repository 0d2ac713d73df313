/**
 * Summary screens (aliases `{ "screen": "summary", "groupBy": [...] }`): the phone book counts employees per
 * department and section as the API's employee list does, a section expands into its people with their
 * phones, and a count opens the employee list filtered by its group; the probation evaluation summary
 * counts outcomes; in Thai too.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { bearer, signedIn, tokenOf, toThai } from './helpers';

interface Option {
  value: string;
  label: { en: string; th: string };
}
interface SchemaJson {
  fields: { name: string; options?: Option[] }[];
  workflow?: { states: Option[] };
}
const schemaOf = (name: string) => JSON.parse(readFileSync(`schemas/${name}.json`, 'utf8')) as SchemaJson;
/** An option's English label, from the schema file (the expectation, not the code under test). */
const optionLabel = (schema: SchemaJson, field: string, value: string) =>
  (field === 'status' ? schema.workflow!.states : schema.fields.find((f) => f.name === field)!.options!).find(
    (o) => o.value === value,
  )!.label.en;

type Row = Record<string, unknown>;

async function listAll(page: Page, resource: string): Promise<Row[]> {
  const res = await page.request.get(`/api-spp/v1/${resource}`, { headers: bearer(await tokenOf(page)) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Row[];
}

/** Expected counts per group key ("Human Resources | Recruitment"), from the list's rows. */
function expectedCounts(rows: Row[], parts: (r: Row) => string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of rows) {
    const key = parts(r).join(' | ');
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

const groupRows = (page: Page): Locator => page.getByTestId('summary-table').locator('tbody tr.ant-table-row');

/** The screen's counts per group key, read from its cells (the first cell is the expand button's). */
async function shownCounts(page: Page): Promise<Record<string, number>> {
  await expect(groupRows(page).first()).toBeVisible();
  const cells = await groupRows(page).evaluateAll((rows) =>
    rows.map((r) => [...r.querySelectorAll(':scope > td')].slice(1).map((td) => (td.textContent ?? '').trim())),
  );
  return Object.fromEntries(cells.map((c) => [c.slice(0, -1).join(' | '), Number(c.at(-1))]));
}

const none = (v: unknown) => (v === undefined || v === null || v === '' ? '(none)' : String(v));

test('the phone book: counts per section as in the employee list, a section of people with phones, a count opens the list', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'hr');
  const employees = await listAll(page, 'employees');
  const schema = schemaOf('employees');
  const dept = (r: Row) => optionLabel(schema, 'department', String(r.department));
  await page.goto('/apps/phonebook');
  await expect(page.getByRole('heading', { name: 'Employees summary' })).toBeVisible();
  expect(await shownCounts(page)).toEqual(expectedCounts(employees, (r) => [dept(r), none(r.section)]));
  await expect(page.getByTestId('summary-total')).toHaveText(`Total${employees.length}`);

  // A section with several people, one of them with a phone: expand it and find that phone.
  const sections = expectedCounts(
    employees.filter((r) => r.section),
    (r) => [String(r.department), String(r.section)],
  );
  const person = employees
    .filter((r) => r.section && r.phone)
    .sort((a, b) => sections[`${b.department} | ${b.section}`]! - sections[`${a.department} | ${a.section}`]!)[0]!;
  const count = employees.filter((r) => r.department === person.department && r.section === person.section).length;
  const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const row = groupRows(page)
    .filter({ has: page.locator('td', { hasText: exactly(String(person.section)) }) })
    .filter({ has: page.locator('td', { hasText: exactly(dept(person)) }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Expand row' }).click();
  const records = page.getByTestId('summary-records');
  await expect(records).toBeVisible();
  await expect(records.locator('tbody tr.ant-table-row')).toHaveCount(count);
  const personRow = records.locator('tbody tr.ant-table-row').filter({ hasText: String(person.fullName) });
  await expect(personRow).toContainText(String(person.phone));
  await expect(personRow).toContainText(String(person.email));
  await expect(personRow.getByRole('link', { name: String(person.fullName) })).toHaveAttribute(
    'href',
    `/apps/employees/${person.id}`,
  );

  // The count opens the employee list filtered by that department and section: the chips say so.
  await row.getByTestId('summary-count').click();
  await expect(page).toHaveURL(/\/apps\/employees\?filters/);
  const chips = page.getByTestId('filter-chips');
  await expect(chips).toContainText(`Department: ${dept(person)}`);
  await expect(chips).toContainText(`Section: ${String(person.section)}`);
  await expect(page.getByTestId('list-total')).toHaveText(`Total ${count}`);
  await page.context().close();
});

test('the probation evaluation summary counts outcomes per state, in English and in Thai', async ({ browser }) => {
  const page = await signedIn(browser, 'hr');
  const evaluations = await listAll(page, 'probationEvaluations');
  const schema = schemaOf('probationEvaluations');
  await page.goto('/apps/humanresource/probationevaluation/summary');
  await expect(page).toHaveURL(/\/probationevaluation\/summary$/);
  await expect(page.getByRole('heading', { name: 'Probation evaluations summary' })).toBeVisible();
  const expected = expectedCounts(evaluations, (r) => [
    optionLabel(schema, 'decision', String(r.decision)),
    optionLabel(schema, 'status', String(r.status)),
  ]);
  expect(await shownCounts(page)).toEqual(expected);
  // Outcomes in their declared order: passed, failed, extended.
  const firsts = await groupRows(page).evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[1]?.textContent ?? ''));
  const order = ['passed', 'failed', 'extended'].map((v) => optionLabel(schema, 'decision', v));
  expect(firsts.map((f) => order.indexOf(f))).toEqual([...firsts.map((f) => order.indexOf(f))].sort((a, b) => a - b));
  await expect(page.getByTestId('summary-total')).toHaveText(`Total${evaluations.length}`);

  await toThai(page);
  await expect(page.getByRole('heading', { name: 'สรุปการประเมินผลการทดลองงาน' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'ผลการทดลองงาน' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'จำนวน' })).toBeVisible();
  await expect(groupRows(page).first()).toContainText('ผ่านการทดลองงาน');
  await expect(page.getByTestId('summary-total')).toHaveText(`รวม${evaluations.length}`);
  await page.context().close();
});
