/** The data provider: @refinedev/simple-rest over our axios client, wrapped only where json-server needs more. */
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../../src/http/client';
import { HttpStatusError, MESSAGES } from '../../../src/http/errors';
import { createDataProvider, jsonServerFilters } from '../../../src/providers/data';

const API = 'http://api.test/v1';
const seen: { url: URL; method: string; body: string; headers: Headers }[] = [];

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  seen.length = 0;
  configureClient({
    getToken: () => 'tok',
    getLanguage: () => 'th',
    sleep: async () => undefined,
    fetch: async (input) => {
      const req = input as Request;
      seen.push({ url: new URL(req.url), method: req.method, body: await req.text(), headers: req.headers });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
    },
  });
}

afterEach(() => configureClient({ fetch: (...a) => globalThis.fetch(...a) }));

const provider = createDataProvider(API);

describe('getList in json-server dialect', () => {
  it('sends range, sort, filters and search, and reads X-Total-Count', async () => {
    answer(200, [{ id: 1 }], { 'X-Total-Count': '41' });
    const result = await provider.getList({
      resource: 'suppliers',
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: 'name', order: 'desc' }],
      filters: [
        { field: 'name', operator: 'contains', value: 'Bang' },
        { field: 'amount', operator: 'gte', value: 10 },
        { field: 'status', operator: 'in', value: ['open', 'paid'] },
        { field: 'kind', operator: 'ne', value: 'x' },
        { field: 'q', operator: 'eq', value: 'tools' },
        { field: 'empty', operator: 'eq', value: '' },
      ],
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
    const { url, headers } = seen[0]!;
    expect(url.pathname).toBe('/v1/suppliers');
    const q = url.searchParams;
    expect([q.get('_start'), q.get('_end'), q.get('_sort'), q.get('_order')]).toEqual(['40', '60', 'name', 'desc']);
    expect(q.get('name_like')).toBe('Bang');
    expect(q.get('amount_gte')).toBe('10');
    expect(q.getAll('status')).toEqual(['open', 'paid']);
    expect(q.get('kind_ne')).toBe('x');
    expect(q.get('q')).toBe('tools');
    expect(q.has('empty')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Accept-Language')).toBe('th');
  });

  it('asks for the export answer with meta.export', async () => {
    answer(200, [], { 'X-Total-Count': '0' });
    await provider.getList({ resource: 'suppliers', pagination: { mode: 'off' }, meta: { export: true } });
    expect(seen[0]!.url.searchParams.get('_export')).toBe('1');
    expect(seen[0]!.url.searchParams.has('_start')).toBe(false);
  });

  it('refuses an operator json-server does not speak instead of sending an equality', () => {
    expect(() => jsonServerFilters([{ field: 'name', operator: 'startswith', value: 'B' }])).toThrow(/startswith/);
    expect(jsonServerFilters([{ field: 'name', operator: 'startswith', value: '' }])).toEqual([]);
  });
});

describe('writes and errors', () => {
  it('creates with POST and updates with PATCH, JSON bodies', async () => {
    answer(201, { id: 7, name: 'A' });
    await expect(provider.create({ resource: 'suppliers', variables: { name: 'A' } })).resolves.toEqual({
      data: { id: 7, name: 'A' },
    });
    expect([seen[0]!.method, seen[0]!.body]).toEqual(['POST', '{"name":"A"}']);
    answer(200, { id: 7, name: 'B' });
    await provider.update({ resource: 'suppliers', id: 7, variables: { name: 'B' } });
    expect([seen[0]!.method, seen[0]!.url.pathname]).toEqual(['PATCH', '/v1/suppliers/7']);
  });

  it('a 400 becomes an HttpError with the server message and field errors, and is not retried', async () => {
    answer(400, { message: 'Please check the form', errors: { name: 'Name is required' } });
    const error = await provider.create({ resource: 'suppliers', variables: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ message: 'Please check the form', statusCode: 400, errors: { name: 'Name is required' } });
    expect(seen).toHaveLength(1);
  });

  it('a 2xx answer that is not JSON is the catalogue error; an empty one reads as null', async () => {
    answer(200, '<html>');
    await expect(provider.getOne({ resource: 'suppliers', id: 1 })).rejects.toThrow(MESSAGES.invalidJson);
    answer(200, '');
    await expect(provider.getOne({ resource: 'suppliers', id: 1 })).resolves.toEqual({ data: null });
  });

  it('getMany asks by repeated id', async () => {
    answer(200, [{ id: 1 }, { id: 2 }]);
    await provider.getMany!({ resource: 'suppliers', ids: [1, 2] });
    expect(seen[0]!.url.searchParams.getAll('id')).toEqual(['1', '2']);
  });
});
