/**
 * The summary screen of a summary alias (`{ "screen": "summary", "groupBy": [...] }`): counts of the
 * resource's records per group, loaded lazily, and seen through the user's field rules like every page.
 */
import { lazy } from 'react';
import { withFieldRules } from '../fieldRules';

export const SummaryPage = withFieldRules(lazy(() => import('./SummaryPage')));
