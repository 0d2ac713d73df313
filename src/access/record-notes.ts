/**
 * Who may do what with the comments and viewers of a record (src/schema/records/record-notes.ts). Reading and
 * adding comments, and being counted as a viewer, follow the record's own show decision (the caller
 * checks that first); these rules come on top of it.
 */
import type { Requirement, ResourceSchema } from '../schema/meta/meta';
import { ADMIN_ROLE, isAdmin, meetsRequirement, recordOwner, type Decision } from './rules';
import type { PermissionData, UserData } from './types';

/** A stored comment as these rules read it: its author's `username` (a stored row, or the browser's typed copy). */
export type CommentAuthor = { readonly username?: unknown } | Readonly<Record<string, unknown>>;

/** Only the author edits a comment (an administrator may delete it, not put words in the author's mouth). */
export const canEditComment = (comment: CommentAuthor, user: Pick<UserData, 'username'> | null): boolean =>
  user !== null && typeof comment.username === 'string' && comment.username === user.username;

/** The author or an administrator deletes a comment. */
export const canDeleteComment = (comment: CommentAuthor, user: Pick<UserData, 'username' | 'role'> | null): boolean =>
  canEditComment(comment, user) || isAdmin(user);

/** Who sees a tracked record's viewers: `trackViews: true` is the Admin only, else its `viewersVisibleTo`. */
export function viewersRequirement(schema: Pick<ResourceSchema, 'trackViews'>): Requirement | null {
  const track = schema.trackViews;
  if (!track) return null;
  return track === true ? { roles: [ADMIN_ROLE] } : track.viewersVisibleTo;
}

/** May the user see who opened this record? (`owner` in the requirement is checked against the record.) */
export function canSeeViewers(
  schema: Pick<ResourceSchema, 'trackViews' | 'ownerField'>,
  user: UserData | null,
  perms: PermissionData | null,
  record: Record<string, unknown>,
): Decision {
  const req = viewersRequirement(schema);
  if (!req) return { allowed: false, reason: 'Views of these records are not tracked' };
  if (isAdmin(user)) return { allowed: true };
  return meetsRequirement(req, user, perms, recordOwner(schema, record), record);
}
