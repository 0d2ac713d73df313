import { describe, expect, it } from 'vitest';
import { fixtureRegistry } from '../../support/test-server';
import { permissionFeatures } from '../../../mock-server/access/permissions';
import { featureKey, featureUses } from '../../../src/access';

describe('featureUses', () => {
  const uses = featureUses(fixtureRegistry());

  it('lists every docType/action a schema names, with the action or workflow step that needs it', () => {
    expect([...uses.keys()]).toEqual(['Memo / Approve', 'Memo / Create', 'OrderManual / Create']);
    expect(uses.get('Memo / Create')?.uses).toEqual([{ resource: 'memos', use: 'create' }]);
    expect(uses.get('Memo / Approve')?.uses).toEqual([{ resource: 'memos', use: 'workflow approve' }]);
    expect(uses.get('OrderManual / Create')?.uses.map((u) => u.use)).toEqual(['list', 'create', 'edit']);
  });

  it('feeds the server feature list together with features only held in the stored map', () => {
    const features = permissionFeatures(fixtureRegistry(), { Competency: { Report: [] }, Memo: { Create: [] } });
    expect(features.map(featureKey)).toEqual(['Competency / Report', 'Memo / Approve', 'Memo / Create', 'OrderManual / Create']);
  });
});
