/**
 * What the API answers, by path name (paths.ts), declared once for the server's handlers and the browser's
 * callers: the server's routes send `ApiAnswers[name]`, and `apiGet(name, ...)` (client.ts) reads it. Types
 * only; the shapes themselves live with their rules in src/schema and src/access.
 */
import type { Inbox } from '../access/inbox';
import type { SavedListView } from '../access/list-views';
import type { Notice } from '../schema/records/notices';
import type { Summary } from '../schema/summary/summary';

type Row = Record<string, unknown> & { id: number };

/** `GET <resource>/summary`: the groups, and the matching rows when asked (`rows=1`). */
export interface SummaryAnswer extends Summary {
  rows?: Row[];
}

/** A record found by the header's search. */
export interface SearchHit {
  id: number;
  title: string;
  /** The document number, when the schema has one other than its title. */
  code?: string;
}

/** The hits of one resource. */
export interface SearchGroup {
  resource: string;
  items: SearchHit[];
  /** More records match than were answered (the list, searched, shows them all). */
  more: boolean;
}

export interface ApiAnswers {
  summary: SummaryAnswer;
  search: { data: SearchGroup[] };
  inbox: { data: Inbox };
  notices: { data: Notice[] };
  settings: { data: Row };
  listViews: SavedListView[];
}
