/**
 * Rewards (resources/rewards): the catalogue at /apps/rewards, guarded by its declaration in
 * src/access/screens.ts. The management screens under /apps/rewards/manage are the generated screens of
 * rewards and rewardTransactions (their routes and aliases).
 */
import { lazy } from 'react';
import { Route } from 'react-router';
import { screen } from '../../src/access';
import { RequireAccess } from '../../src/shell/RequireAccess';

const RewardsPage = lazy(() => import('./RewardsPage'));

export function rewardsRoutes() {
  const catalogue = screen('rewardsCatalogue');
  return [
    <Route
      key={catalogue.route}
      path={catalogue.route}
      element={
        <RequireAccess resource={catalogue.name} action="list">
          <RewardsPage />
        </RequireAccess>
      }
    />,
  ];
}
