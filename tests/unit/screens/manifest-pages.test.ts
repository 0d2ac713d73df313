/**
 * resources/index.tsx: every screen of the manifest (schemas/_screens.json) has its page, and every page a declared
 * screen; the routes and menu entries are built from the manifest, with the sub-routes the pages need.
 */
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { extraMenuResources, extraRoutes, SCREEN_PAGES } from '../../../resources';
import { loadSchemaDir } from '../../../src/schema/loader/read-dir';

const registry = loadSchemaDir();
const names = registry.manifest.screens.map((s) => s.name);
type RouteProps = { path: string; element: ReactElement<{ resource: string; action: string; byId: boolean }> };
const routes = () =>
  extraRoutes(registry)
    .filter(isValidElement)
    .map((r) => (r as ReactElement<RouteProps>).props);

describe('the hand-written pages', () => {
  it('are one per declared screen, no more, no fewer', () => {
    expect(Object.keys(SCREEN_PAGES).sort()).toEqual([...names].sort());
  });

  it('are routed at the declared routes, each guarded by its screen, with the pages below pick and pack and the schema editor', () => {
    const guarded = routes().map(({ path, element }) => [path, element.props.resource, element.props.action, element.props.byId]);
    expect(guarded).toEqual([
      ['/apps/humanresource/jobapplication/0', 'jobApplications', 'create', true],
      ['/apps/master/menu', 'masterMenu', 'list', false],
      ['/apps/master/rolemenu', 'roleMenu', 'list', false],
      ['/apps/master/permission', 'userPermissions', 'list', false],
      ['/apps/master/schemas', 'schemaEditor', 'list', false],
      ['/apps/master/schemas/:name', 'schemaEditor', 'list', true],
      ['/apps/dashboard/status', 'dashboardStatus', 'list', false],
      ['/apps/salesummary', 'saleSummary', 'list', false],
      ['/apps/sppcostcontrol', 'costControl', 'list', false],
      ['/apps/humanresource/home', 'hrHome', 'list', false],
      ['/apps/report', 'reports', 'list', false],
      ['/apps/pos', 'pos', 'list', false],
      ['/apps/pos/stock', 'posStock', 'list', false],
      ['/apps/orderpickpack', 'orderPickPack', 'list', false],
      ['/apps/orderpickpack/pickpack', 'orderPickPack', 'list', false],
      ['/apps/orderpickpack/:id', 'orderPickPack', 'list', false],
      ['/apps/barcodevalidation', 'barcodeValidation', 'list', false],
      ['/apps/corevalue/view', 'corevalueView', 'list', false],
      ['/apps/corevalue/report', 'corevalueReport', 'list', false],
      ['/apps/rewards', 'rewardsCatalogue', 'list', false],
    ]);
  });

  it('leave pick and pack out when there is no orders schema, as before', () => {
    const withoutOrders = { ...registry, byName: new Map([...registry.byName].filter(([name]) => name !== 'orders')) };
    const paths = extraRoutes(withoutOrders)
      .filter(isValidElement)
      .map((r) => (r as ReactElement<RouteProps>).props.path);
    expect(paths.filter((p) => p.startsWith('/apps/orderpickpack'))).toEqual([]);
    expect(paths).toContain('/apps/pos');
  });
});

describe('the menu entries', () => {
  it('are every declared screen, under its area, labelled in the language (English where one is missing)', () => {
    const entries = (lang: string) =>
      extraMenuResources(registry, lang).map((r) => [r.name, r.list, r.meta?.parent, r.meta?.label]);
    expect(entries('en').map(([name]) => name)).toEqual(names);
    expect(entries('th').find(([name]) => name === 'pos')).toEqual(['pos', '/apps/pos', 'area:sales', 'ขายหน้าร้าน']);
    expect(entries('fr').find(([name]) => name === 'roleMenu')).toEqual([
      'roleMenu',
      '/apps/master/rolemenu',
      'area:administration',
      'Menu par rôle',
    ]);
    expect(entries('ar').find(([name]) => name === 'rewardsCatalogue')?.[3]).toBe('المكافآت');
    expect(entries('de').find(([name]) => name === 'hrHome')?.[3]).toBe('HR home');
  });

  it("keep the order the browser's menu had: an area's entries in the manifest's order", () => {
    const inArea = (area: string) =>
      extraMenuResources(registry, 'en')
        .filter((r) => r.meta?.parent === `area:${area}`)
        .map((r) => r.meta?.label);
    expect(inArea('sales')).toEqual(['Sale summary', 'Point of sale', 'Stock levels', 'Pick and pack', 'Barcode validation']);
    expect(inArea('administration')).toEqual(['Menu management', 'Role menu', 'Assign User Permissions', 'Schema editor']);
  });
});
