/**
 * Conformance of the list and relation dialect with json-server 0.17.4 (issue 14, part 1: queries and
 * relations), on the schemas on disk through the in-process server: one case per feature, with the access
 * cases (q never finds by a hidden field, an expanded record without its hidden fields, embedded rows only
 * in the reader's scope). Expected rows are worked out from Admin's plain answers, never hard-coded seed data.
 * Last, the real @refinedev/simple-rest provider: a sorter on a relation column with `_expand`.
 */
import dataProvider from '@refinedev/simple-rest';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../mock-server/schemas/schemas';
import { apiCaller, startTestServer, type JsonBody, type TestServer } from '../../../support/test-server';

let srv: TestServer;
const call = apiCaller(() => srv);
const collator = new Intl.Collator(['th', 'en'], { numeric: true, sensitivity: 'base' });

let prs: JsonBody[]; // every purchase request, as Admin sees them
let suppliers: JsonBody[];
let staffPr: JsonBody; // one created by staff, so staff's row scope holds it

beforeAll(async () => {
  srv = await startTestServer({ registry: loadRegistry() });
  suppliers = (await call('admin', 'GET', 'suppliers')).body;
  const seeded: JsonBody[] = (await call('admin', 'GET', 'purchaseRequests')).body;
  const uses = (s: JsonBody) => seeded.filter((p) => p.supplier === s.id).length;
  const supplier = [...suppliers].sort((a, b) => uses(b) - uses(a))[0]; // one others' requests point at too
  expect(uses(supplier)).toBeGreaterThan(0);
  const empCode = String(srv.app.store.list('users').find((u) => u.username === 'staff')!.empCode);
  expect((await call('admin', 'POST', 'permissions', { docType: 'PR', action: 'Create', empCode })).status).toBe(200);
  const created = await call('staff', 'POST', 'purchaseRequests', {
    title: 'Conformance printer toner',
    department: seeded[0].department,
    supplier: supplier.id,
    neededBy: '2026-12-31',
    items: [{ description: 'Toner cartridge zq-7731', qty: 3, unitPrice: 1250.5 }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  staffPr = created.body;
  prs = (await call('admin', 'GET', 'purchaseRequests')).body;
});
afterAll(() => srv.close());

const get = async (user: string, path: string) => {
  const res = await call(user, 'GET', path);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body;
};
const ids = (rows: JsonBody[]) => rows.map((r: JsonBody) => r.id as number);

describe('json-server dialect: relations', () => {
  it('_expand on a list replaces the reference by the referenced record', async () => {
    const rows = await get('admin', 'purchaseRequests?_expand=supplier');
    expect(ids(rows)).toEqual(ids(prs));
    const withSupplier = rows.filter((r: JsonBody) => r.supplier !== null && r.supplier !== undefined);
    expect(withSupplier.length).toBeGreaterThan(1);
    for (const row of withSupplier) {
      const plain = prs.find((p) => p.id === row.id);
      expect(row.supplier).toEqual(suppliers.find((s) => s.id === plain.supplier));
      expect({ ...row, supplier: plain.supplier }).toEqual(plain);
    }
  });

  it('_expand on GET /:id, repeatable', async () => {
    const row = await get('admin', `purchaseRequests/${staffPr.id}?_expand=supplier&_expand=supplier`);
    expect(row.supplier).toEqual(await get('admin', `suppliers/${staffPr.supplier}`));
    const employee = (await get('admin', 'employees?manager_gte=1&_limit=1'))[0];
    const expanded = await get('admin', `employees/${employee.id}?_expand=manager`);
    expect(expanded.manager).toEqual(await get('admin', `employees/${employee.manager}`));
  });

  it('_expand leaves out the fields the reader may not read (a manager without salary for staff)', async () => {
    const staffRows = await get('staff', 'employees?manager_gte=1&_expand=manager');
    expect(staffRows.length).toBeGreaterThan(0);
    for (const row of staffRows) {
      expect(row.manager).toEqual(expect.objectContaining({ id: expect.any(Number), empCode: expect.any(String) }));
      expect(row.manager).not.toHaveProperty('salary');
    }
    const hrRows = await get('hr', 'employees?manager_gte=1&_expand=manager');
    expect(hrRows.some((r: JsonBody) => typeof r.manager.salary === 'number')).toBe(true);
  });

  it('_expand leaves the id of a record outside the reader row scope', async () => {
    // A purchase order pointing at a request sales may not see (purchase requests are their creator's, and
    // their approvers'): sales lists the order, the request stays an id for them, while Admin gets the record.
    const order = (prNo: number) => ({
      supplier: suppliers[1].id,
      purchaseRequest: prNo,
    });
    const adminPr = prs.find((p) => p.createdBy === 'admin') ?? prs[0];
    const pos = (await get('admin', 'purchaseOrders?_limit=1'))[0];
    expect(pos).toBeDefined();
    const created = await call('admin', 'POST', 'purchaseOrders', {
      ...Object.fromEntries(
        Object.entries(pos).filter(([k]) => !['id', 'poNo', 'createdAt', 'updatedAt', 'createdBy', 'status'].includes(k)),
      ),
      ...order(adminPr.id),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const asAdmin = await get('admin', `purchaseOrders/${created.body.id}?_expand=purchaseRequest`);
    expect(asAdmin.purchaseRequest).toEqual(expect.objectContaining({ id: adminPr.id, prNo: adminPr.prNo }));
    const salesSees = ids(await get('sales', 'purchaseRequests'));
    expect(salesSees).not.toContain(adminPr.id);
    const asSales = await get('sales', `purchaseOrders/${created.body.id}?_expand=purchaseRequest`);
    expect(asSales.purchaseRequest).toBe(adminPr.id);
  });

  it('_embed adds the rows whose reference fields point at the record (GET /:id and lists)', async () => {
    const supplierId = staffPr.supplier as number;
    const one = await get('admin', `suppliers/${supplierId}?_embed=purchaseRequests`);
    const expected = prs.filter((p) => p.supplier === supplierId);
    expect(expected.length).toBeGreaterThan(0);
    expect(one.purchaseRequests).toEqual(expected);
    const page = await get('admin', 'suppliers?_start=0&_end=5&_embed=purchaseRequests&_embed=purchaseOrders');
    expect(page).toHaveLength(5);
    const orders = await get('admin', 'purchaseOrders');
    for (const s of page) {
      expect(ids(s.purchaseRequests)).toEqual(ids(prs.filter((p) => p.supplier === s.id)));
      expect(ids(s.purchaseOrders)).toEqual(ids(orders.filter((o: JsonBody) => o.supplier === s.id)));
    }
    // Through a child-table column (items.product) and through two fields (claimant or approver).
    const product =
      (staffPr.items as JsonBody[]).find((i) => i.product)?.product ??
      prs.flatMap((p) => p.items).find((i) => i.product)?.product;
    if (product !== undefined) {
      const withProduct = await get('admin', `products/${product}?_embed=purchaseRequests`);
      expect(ids(withProduct.purchaseRequests)).toEqual(
        ids(prs.filter((p) => (p.items as JsonBody[]).some((i) => i.product === product))),
      );
    }
    const claims = await get('admin', 'claims');
    const claimant = claims[0].claimant as number;
    const employee = await get('admin', `employees/${claimant}?_embed=claims`);
    expect(ids(employee.claims)).toEqual(ids(claims.filter((c: JsonBody) => c.claimant === claimant || c.approver === claimant)));
  });

  it('_embed leaves out the rows outside the reader row scope and refuses a resource they may not list', async () => {
    const supplierId = staffPr.supplier as number;
    const all = prs.filter((p) => p.supplier === supplierId);
    const staffView = await get('staff', `suppliers/${supplierId}?_embed=purchaseRequests`);
    const staffOwn = ids(await get('staff', `purchaseRequests?supplier=${supplierId}`));
    expect(ids(staffView.purchaseRequests)).toEqual(staffOwn);
    expect(staffOwn).toContain(staffPr.id);
    expect(staffOwn.length).toBeLessThan(all.length); // others' requests are left out
    const employees = await call('staff', 'GET', 'employees?_limit=2&_embed=interviewEvaluations');
    expect(employees.status).toBe(403);
    expect(employees.body.message).toMatch(/interview/i);
  });
});

describe('json-server dialect: nested paths', () => {
  it('filters by a referenced record field: supplier.name and supplier.name_like', async () => {
    const supplier = suppliers.find((s) => s.id === staffPr.supplier)!;
    const exact = await get('admin', `purchaseRequests?supplier.name=${encodeURIComponent(supplier.name)}`);
    const sameName = new Set(suppliers.filter((s) => s.name === supplier.name).map((s) => s.id));
    expect(ids(exact)).toEqual(ids(prs.filter((p) => sameName.has(p.supplier))));
    expect(ids(exact)).toContain(staffPr.id);
    const part = supplier.name.slice(1, 5).toUpperCase();
    const like = await get('admin', `purchaseRequests?supplier.name_like=${encodeURIComponent(part)}`);
    const matching = new Set(suppliers.filter((s) => s.name.toLowerCase().includes(part.toLowerCase())).map((s) => s.id));
    expect(ids(like)).toEqual(ids(prs.filter((p) => matching.has(p.supplier))));
  });

  it('sorts by a referenced record field (_sort=supplier.name), empty references last', async () => {
    const nameOf = (p: JsonBody): string | undefined => suppliers.find((s) => s.id === p.supplier)?.name;
    const expected = [...prs].sort((a, b) => {
      const [x, y] = [nameOf(a), nameOf(b)];
      if (x === undefined || y === undefined) return x === y ? a.id - b.id : x === undefined ? 1 : -1;
      return collator.compare(x, y) || a.id - b.id;
    });
    expect(ids(await get('admin', 'purchaseRequests?_sort=supplier.name'))).toEqual(ids(expected));
    const desc = await get('admin', 'purchaseRequests?_sort=supplier.name,id&_order=desc,asc&_start=0&_end=5');
    expect(desc.map(nameOf)).toEqual(
      [...prs]
        .filter((p) => nameOf(p) !== undefined)
        .sort((a, b) => collator.compare(nameOf(b)!, nameOf(a)!) || a.id - b.id)
        .slice(0, 5)
        .map(nameOf),
    );
    // A renamed supplier moves its requests at once (the cached order is keyed on the suppliers' rows too).
    const renamed = await call('admin', 'PATCH', `suppliers/${staffPr.supplier}`, { name: 'Zzz last supplier' });
    expect(renamed.status).toBe(200);
    const after = await get('admin', 'purchaseRequests?_sort=supplier.name&supplier_gte=1');
    expect(after.slice(-prs.filter((p) => p.supplier === staffPr.supplier).length).map((p: JsonBody) => p.supplier)).toEqual(
      prs.filter((p) => p.supplier === staffPr.supplier).map((p) => p.supplier),
    );
    expect(after.at(-1).id).toBe(Math.max(...ids(prs.filter((p) => p.supplier === staffPr.supplier))));
    await call('admin', 'PATCH', `suppliers/${staffPr.supplier}`, {
      name: suppliers.find((s) => s.id === staffPr.supplier).name,
    });
  });

  it('refuses a referenced field the reader may not read, or that does not exist, as an unknown field', async () => {
    for (const query of ['manager.salary_gte=1', '_sort=manager.salary']) {
      const staff = await call('staff', 'GET', `employees?${query}`);
      expect(staff.status, query).toBe(400);
      expect(staff.body.message, query).toMatch(/manager\.salary/);
      expect((await call('hr', 'GET', `employees?${query}`)).status, query).toBe(200);
    }
    const hr = await get('hr', 'employees?manager.salary_gte=1&_expand=manager');
    expect(hr.length).toBeGreaterThan(0);
    expect(hr.every((r: JsonBody) => r.manager.salary >= 1)).toBe(true);
    for (const query of ['supplier.nope=1', 'supplier.name_nope=1', 'title.length=1', 'items.nope=1']) {
      const res = await call('admin', 'GET', `purchaseRequests?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(query.split('=')[0]);
    }
  });

  it('keeps child-table column filters (items.description_like)', async () => {
    const rows = await get('admin', 'purchaseRequests?items.description_like=ZQ-7731');
    expect(ids(rows)).toEqual([staffPr.id]);
  });
});

describe('json-server dialect: q, _start, _ne, unknown keys', () => {
  it('q searches every readable text-like value: child rows, numbers as text, option labels', async () => {
    expect(ids(await get('admin', 'purchaseRequests?q=zq-7731'))).toEqual([staffPr.id]); // a child row's text
    expect(ids(await get('admin', 'purchaseRequests?q=1250.5'))).toContain(staffPr.id); // a number as text
    const drafts = ids(prs.filter((p) => p.status === 'draft'));
    expect(drafts.length).toBeGreaterThan(0);
    const byThaiLabel = ids(await get('admin', `purchaseRequests?q=${encodeURIComponent('ฉบับร่าง')}`));
    expect(byThaiLabel).toEqual(expect.arrayContaining(drafts));
    expect(byThaiLabel).toContain(staffPr.id);
    expect(ids(await get('admin', `purchaseRequests?q=${encodeURIComponent(staffPr.prNo)}`))).toEqual([staffPr.id]);
  });

  it('q never finds a row by a field the reader may not read (salary as staff)', async () => {
    const employees = await get('hr', 'employees');
    const texts = (e: JsonBody) => JSON.stringify({ ...e, salary: undefined, manager: undefined, id: undefined }).toLowerCase();
    const target = employees.find(
      (e: JsonBody) => typeof e.salary === 'number' && !employees.some((o: JsonBody) => texts(o).includes(String(e.salary))),
    );
    expect(target).toBeDefined();
    expect(ids(await get('hr', `employees?q=${target.salary}`))).toContain(target.id);
    expect(await get('staff', `employees?q=${target.salary}`)).toEqual([]);
  });

  it('_like stays a literal, case-insensitive substring', async () => {
    expect(await get('admin', `purchaseRequests?title_like=${encodeURIComponent('(')}`)).toEqual([]);
    expect(await get('admin', `purchaseRequests?title_like=${encodeURIComponent('.*')}`)).toEqual([]);
    expect(ids(await get('admin', 'purchaseRequests?title_like=CONFORMANCE%20PRINTER'))).toEqual([staffPr.id]);
  });

  it('_start without _end or _limit is ignored, as json-server 0.17.4 (every row from the first)', async () => {
    const res = await fetch(`${srv.api}/purchaseRequests?_start=5`, {
      headers: { authorization: `Bearer ${await srv.login('admin')}` },
    });
    expect(ids((await res.json()) as JsonBody[])).toEqual(ids(prs));
    expect(ids(await get('admin', 'purchaseRequests?_start=5&_limit=3'))).toEqual(ids(prs.slice(5, 8)));
    expect(ids(await get('admin', 'purchaseRequests?_start=5&_end=7'))).toEqual(ids(prs.slice(5, 7)));
  });

  it('_ne leaves out the rows that lack the field, as json-server', async () => {
    const without = prs.filter((p) => p.supplier === null || p.supplier === undefined);
    expect(without.length).toBeGreaterThan(0);
    const rows = await get('admin', `purchaseRequests?supplier_ne=${staffPr.supplier}`);
    expect(ids(rows)).toEqual(ids(prs.filter((p) => p.supplier != null && p.supplier !== staffPr.supplier)));
    expect(ids(await get('admin', 'purchaseRequests?prNo_ne=nothing'))).toEqual(ids(prs));
  });

  it('unknown query fields stay a 400 naming them', async () => {
    for (const [query, named] of [
      ['supplierr=1', 'supplierr'],
      ['_embed=unicorns', 'unicorns'],
      ['_expand=title', 'title'],
      ['_expand=nope', 'nope'],
      ['_embedd=claims', '_embedd'],
      ['q2=x', 'q2'],
    ]) {
      const res = await call('admin', 'GET', `purchaseRequests?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(named);
    }
  });
});

describe('through @refinedev/simple-rest', () => {
  it('getList with a sorter on supplier.name and _expand=supplier', async () => {
    const http = axios.create({ headers: { authorization: `Bearer ${await srv.login('admin')}` } });
    const provider = dataProvider(srv.api, http);
    const { data, total } = await provider.getList({
      resource: 'purchaseRequests',
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: 'supplier.name', order: 'asc' }],
      // simple-rest 6 passes no free query keys; an `eq` filter becomes `key=value`, so this is `_expand=supplier`.
      filters: [{ field: '_expand', operator: 'eq', value: 'supplier' }],
    });
    expect(total).toBe(prs.length);
    expect(data).toHaveLength(10);
    const names = data.map((r) => (r.supplier as { name: string }).name);
    const all = prs
      .map((p) => suppliers.find((s) => s.id === p.supplier)?.name)
      .filter((n): n is string => n !== undefined)
      .sort(collator.compare);
    expect(names).toEqual(all.slice(0, 10));
  });
});
