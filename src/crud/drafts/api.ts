/** The drafts' server calls (mock-server/trail/drafts.ts): the signed-in user's own drafts of one resource's create form. */
import { apiUrl, request } from '../../api/client';
import type { Data } from '../../schema/expression/expression';
import type { FormDraft } from '../../schema/records/drafts';

export const fetchDrafts = (resource: string): Promise<FormDraft[]> => request<FormDraft[]>(apiUrl('drafts', { resource }));

export const createDraft = (resource: string, values: Data): Promise<FormDraft> =>
  request<FormDraft>(apiUrl('drafts', { resource }), { method: 'POST', body: { values } });

export const updateDraft = (resource: string, id: number, values: Data): Promise<FormDraft> =>
  request<FormDraft>(apiUrl('draft', { resource, id }), { method: 'PUT', body: { values } });

export const deleteDraft = (resource: string, id: number): Promise<unknown> =>
  request(apiUrl('draft', { resource, id }), { method: 'DELETE' });
