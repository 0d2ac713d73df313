/** The drafts' server calls (mock-server/drafts.ts): the signed-in user's own drafts of one resource's create form. */
import { API_URL } from '../../config';
import { request } from '../../http/client';
import type { Data } from '../../schema/expression';
import type { FormDraft } from '../../schema/drafts';

const base = (resource: string) => `${API_URL}/${encodeURIComponent(resource)}/drafts`;

export const fetchDrafts = (resource: string): Promise<FormDraft[]> => request<FormDraft[]>(base(resource));

export const createDraft = (resource: string, values: Data): Promise<FormDraft> =>
  request<FormDraft>(base(resource), { method: 'POST', body: { values } });

export const updateDraft = (resource: string, id: number, values: Data): Promise<FormDraft> =>
  request<FormDraft>(`${base(resource)}/${id}`, { method: 'PUT', body: { values } });

export const deleteDraft = (resource: string, id: number): Promise<unknown> =>
  request(`${base(resource)}/${id}`, { method: 'DELETE' });
