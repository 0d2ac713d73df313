/** Who is asking, and what special permissions exist: the shapes shared by browser and mock server. */
export interface UserData {
  id: number;
  username: string;
  fullName: string;
  empCode: string;
  role: string;
  roleCode: string;
  roleId: number;
  email?: string;
  /** The id of the user's own record in the schema with `userLink` (the employee they are), when there is one. */
  employeeId?: number | string;
  /** Set after an Admin's reset or a new account's first sign-in: every request but a password change is refused until one is chosen. */
  mustChangePassword?: boolean;
}

/** An employee holding a special permission (the server adds the name for the Assign User Permissions screen). */
export interface PermissionHolder {
  empCode: string;
  fullName?: string;
}

/** ../shared/spec/staff-app-spec.md §3: docType -> action -> entries carrying empCode. */
export type PermissionData = Record<string, Record<string, PermissionHolder[]>>;

export interface AbilityRule {
  action: string | string[];
  subject: string | string[];
  conditions?: Record<string, unknown>;
  fields?: string[];
  inverted?: boolean;
  reason?: string;
}
