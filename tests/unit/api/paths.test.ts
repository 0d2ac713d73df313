import { describe, expect, it } from 'vitest';
import { LIST_VIEWS } from '../../../src/access/list-views';
import { API_PATHS, API_PREFIX, apiPath, queryString, routePath, type ApiPath } from '../../../src/api/paths';

describe('the API path table', () => {
  it('fills and encodes every segment of a path', () => {
    expect(apiPath('record', { resource: 'memos', id: 12 })).toBe('/memos/12');
    expect(apiPath('roleMenuSave', { roleId: 3 })).toBe('/menu/role/3');
    expect(apiPath('permission', { docType: 'PR', action: 'Approve', empCode: 'E 01/2' })).toBe(
      '/permissions/PR/Approve/E%2001%2F2',
    );
    expect(apiPath('rowAction', { resource: 'orders', id: 4, table: 'lines', row: 0, action: 'split' })).toBe(
      '/orders/4/rows/lines/0/split',
    );
    expect(apiPath('options', { resource: 'assets', field: 'items.kind' })).toBe('/options/assets/items.kind');
  });

  it('refuses a path with a segment left out or empty (a programming error, never a call to the wrong URL)', () => {
    expect(() => apiPath('record', { resource: 'memos', id: '' })).toThrow('API path "record" needs its "id"');
    expect(() => apiPath('comment', { resource: 'memos', id: 1 } as never)).toThrow('needs its "commentId"');
  });

  it('writes one query string: repeated keys for lists, empty values left out', () => {
    expect(queryString()).toBe('');
    expect(queryString({})).toBe('');
    expect(
      queryString({ groupBy: ['state', 'dept'], q: 'ก ข', skip: undefined, none: null, blank: '', zero: 0, no: false }),
    ).toBe('?groupBy=state&groupBy=dept&q=%E0%B8%81+%E0%B8%82&zero=0&no=false');
    expect(
      queryString(
        new URLSearchParams([
          ['id', '1'],
          ['id', '2'],
        ]),
      ),
    ).toBe('?id=1&id=2');
    expect(apiPath('list', { resource: 'products' }, { barcode: '885&1', _end: 1 })).toBe('/products?barcode=885%261&_end=1');
  });

  it('gives the server the same templates under the prefix', () => {
    expect(routePath('comment')).toBe(`${API_PREFIX}/:resource/:id/comments/:commentId`);
    expect(API_PATHS.listViews).toBe(`/${LIST_VIEWS}`);
    for (const name of Object.keys(API_PATHS) as ApiPath[]) expect(routePath(name)).toMatch(/^\/api-spp\/v1\/[\w:]/);
  });

  it('names each template once', () => {
    const templates = Object.values(API_PATHS);
    expect(new Set(templates).size).toBe(templates.length);
  });
});
