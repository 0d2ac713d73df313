/**
 * Rewards (resources/rewards): the catalogue, the screen `rewardsCatalogue` of schemas/_screens.json. The
 * management screens under /apps/rewards/manage are the generated screens of rewards and rewardTransactions
 * (their routes and aliases).
 */
import { lazy } from 'react';

export const RewardsPage = lazy(() => import('./RewardsPage'));
