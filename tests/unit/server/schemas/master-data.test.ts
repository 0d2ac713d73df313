/**
 * Master data on the server (mock-server/schemas/master-data.ts) over the real schemas: a code Admin adds to a list
 * is accepted at once by the fields that take their options from it, and offered to whoever may open their
 * records (`GET options/...`, deny by default); an inactive code is a 400 beside the field in English and Thai,
 * though an edited record keeps the one it holds; the system settings are one record, read by every
 * signed-in user, and the purchase request's VAT follows their rate; a tag cannot become its own ancestor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { apiCaller, startTestServer, type TestServer } from '../../../support/test-server';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
});
afterAll(() => srv.close());

const call = apiCaller(() => srv);

async function callTh(user: string, method: string, path: string, body: unknown) {
  const token = await srv.login(user);
  const res = await fetch(`${srv.api}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'th' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { errors?: Record<string, string> } };
}

const categoryId = () => srv.app.store.list('documentCategories')[0]!.id;
const document = (ownerDepartment: string) => ({
  title: 'ISO manual',
  category: categoryId(),
  ownerDepartment,
  versions: [{ version: '1.0', effectiveDate: '2025-01-01' }],
});

describe('code lists', () => {
  it('offers a new code at once, and accepts it in the fields that take the list', async () => {
    const before = await call('hr', 'GET', 'options/eDocuments/ownerDepartment');
    expect(before.status).toBe(200);
    expect(before.body.data.map((o: { value: string }) => o.value)).toEqual([
      'hr',
      'finance',
      'sales',
      'it',
      'warehouse',
      'purchasing',
    ]);
    expect((await call('hr', 'POST', 'eDocuments', document('qa'))).status).toBe(400);

    const added = await call('admin', 'POST', 'codeTypes', {
      type: 'department',
      code: 'qa',
      name: 'ควบคุมคุณภาพ',
      nameEn: 'Quality assurance',
    });
    expect(added.status).toBe(201);
    const after = await call('hr', 'GET', 'options/eDocuments/ownerDepartment');
    expect(after.body.data).toContainEqual({ value: 'qa', label: { en: 'Quality assurance', th: 'ควบคุมคุณภาพ' } });
    const saved = await call('hr', 'POST', 'eDocuments', document('qa'));
    expect(saved.status).toBe(201);
    expect(saved.body.ownerDepartment).toBe('qa');

    // Deactivated: refused for new records in both languages, kept by the record that holds it.
    expect((await call('admin', 'PATCH', `codeTypes/${added.body.id}`, { activeFlag: 'N' })).status).toBe(200);
    const refused = await call('hr', 'POST', 'eDocuments', document('qa'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.ownerDepartment).toMatch(/^Owner department must be one of: Human Resources, /);
    expect((await callTh('hr', 'POST', 'eDocuments', document('qa'))).body.errors!.ownerDepartment).toMatch(
      /^ฝ่ายเจ้าของเอกสารต้องเป็นหนึ่งใน: ทรัพยากรบุคคล, /,
    );
    const kept = await call('hr', 'PATCH', `eDocuments/${saved.body.id}`, { title: 'ISO manual, 2nd edition' });
    expect(kept.status).toBe(200);
    expect(kept.body.ownerDepartment).toBe('qa');
  });

  it('lets Admin add a whole new list as a code of the list of lists', async () => {
    expect((await call('admin', 'POST', 'codeTypes', { type: 'vehicle', code: 'van', name: 'รถตู้', nameEn: 'Van' })).status).toBe(
      400,
    );
    expect(
      (await call('admin', 'POST', 'codeTypes', { type: 'codeList', code: 'vehicle', name: 'ประเภทรถ', nameEn: 'Vehicle type' }))
        .status,
    ).toBe(201);
    expect((await call('admin', 'POST', 'codeTypes', { type: 'vehicle', code: 'van', name: 'รถตู้', nameEn: 'Van' })).status).toBe(
      201,
    );
  });

  it('answers options only for a code-list field of a resource the caller may open, and only Admin lists the codes', async () => {
    expect((await call('staff', 'GET', 'options/eDocuments/ownerDepartment')).status).toBe(200);
    expect((await call('guest', 'GET', 'options/eDocuments/ownerDepartment')).status).toBe(403);
    expect((await call('hr', 'GET', 'options/eDocuments/title')).status).toBe(404);
    expect((await call('hr', 'GET', 'options/nothing/department')).status).toBe(404);
    expect((await call('hr', 'GET', 'codeTypes')).status).toBe(403);
  });
});

describe('system settings', () => {
  it('are one record: no second one, no delete, read by every signed-in user', async () => {
    const settings = await call('staff', 'GET', 'settings');
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({ companyNameEn: 'Siam Part Supply Co., Ltd.', vatRate: 7, prPrefix: 'PR' });
    expect((await call('admin', 'POST', 'systemSettings', settings.body.data)).status).toBe(403);
    expect((await call('admin', 'DELETE', `systemSettings/${settings.body.data.id}`)).status).toBe(403);
    expect((await call('staff', 'PATCH', `systemSettings/${settings.body.data.id}`, { vatRate: 0 })).status).toBe(403);
  });

  it('give the VAT rate that a purchase request is computed with when saved', async () => {
    const id = (await call('admin', 'GET', 'settings')).body.data.id;
    const pr = (vatMode: string) => ({
      title: 'Toner',
      department: 'it',
      neededBy: '2025-07-01',
      vatMode,
      items: [{ description: 'Toner HP 26A', qty: 3, unitPrice: 2450.5 }],
    });
    const at7 = await call('admin', 'POST', 'purchaseRequests', pr('exclusive'));
    expect(at7.body).toMatchObject({ total: 7351.5, vat: 514.61, grandTotal: 7866.11 });
    expect((await call('admin', 'PATCH', `systemSettings/${id}`, { vatRate: 10 })).status).toBe(200);
    try {
      expect((await call('admin', 'POST', 'purchaseRequests', pr('exclusive'))).body).toMatchObject({
        vat: 735.15,
        grandTotal: 8086.65,
      });
      expect((await call('admin', 'POST', 'purchaseRequests', pr('inclusive'))).body).toMatchObject({
        vat: 668.32,
        grandTotal: 7351.5,
      });
    } finally {
      expect((await call('admin', 'PATCH', `systemSettings/${id}`, { vatRate: 7 })).status).toBe(200);
    }
  });

  it('give the prefix of the document numbers, which continue per prefix', async () => {
    const id = (await call('admin', 'GET', 'settings')).body.data.id;
    const pr = () => ({
      title: 'Toner',
      department: 'it',
      neededBy: '2025-07-01',
      items: [{ description: 'Toner HP 26A', qty: 1, unitPrice: 100 }],
    });
    expect((await call('admin', 'POST', 'purchaseRequests', pr())).body.prNo).toMatch(/^PR\d{4}-\d{4}$/);
    expect((await call('admin', 'PATCH', `systemSettings/${id}`, { prPrefix: 'RQ' })).status).toBe(200);
    try {
      expect((await call('admin', 'POST', 'purchaseRequests', pr())).body.prNo).toMatch(/^RQ\d{4}-0001$/);
      expect((await call('admin', 'POST', 'purchaseRequests', pr())).body.prNo).toMatch(/^RQ\d{4}-0002$/);
    } finally {
      expect((await call('admin', 'PATCH', `systemSettings/${id}`, { prPrefix: 'PR' })).status).toBe(200);
    }
  });
});

describe('tag tree', () => {
  it('refuses a parent that is the tag itself or one below it (400 on the parent, both languages)', async () => {
    const rows = srv.app.store.list('tagHierarchy');
    const it = rows.find((r) => String(r.tag).includes('(IT)'))!;
    const printer = rows.find((r) => String(r.tag).includes('(Printer)'))!;
    const refused = await call('admin', 'PATCH', `tagHierarchy/${it.id}`, { parent: printer.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ parent: 'Parent tag cannot be this record itself or one below it' });
    expect((await callTh('admin', 'PATCH', `tagHierarchy/${it.id}`, { parent: it.id })).body.errors).toEqual({
      parent: 'แท็กแม่ต้องไม่ใช่รายการนี้เองหรือรายการที่อยู่ภายใต้รายการนี้',
    });
    const child = await call('admin', 'POST', 'tagHierarchy', { tag: 'Toner', parent: printer.id });
    expect(child.status).toBe(201);
    expect((await call('admin', 'PATCH', `tagHierarchy/${printer.id}`, { parent: child.body.id })).status).toBe(400);
    const moved = await call('admin', 'PATCH', `tagHierarchy/${child.body.id}`, { parent: it.id });
    expect(moved.status).toBe(200);
  });
});
