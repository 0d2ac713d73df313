/**
 * The seeded access data: each role's menu flags per screen and the special permissions
 * (docType -> action -> employees) of ../shared/spec/staff-app-spec.md §3, §5, §6.
 */
import { gateKeepsFromRole, isAdmin, isServerWritten, seededInMenus, type PermissionData } from '../../src/access';
import type { MenuGate, ResourceSchema, SchemaRegistry, ScreenDeclaration } from '../../src/schema';
import type { Data } from '../http/http';
import type { MenuFlags } from '../../src/access';
import { defaultMenuRows, insertDefaultMenu, type MenuRow } from '../access/menu';

const ADMINISTRATION_AREA = 'administration';
const ALL: MenuFlags = { isView: 'Y', isCreate: 'Y', isEdit: 'Y', isExport: 'Y' };
/** Guest applies for a job (the create screen at /apps/humanresource/jobapplication/0) and sees nothing else. */
const GUEST_APPLICATION: MenuFlags = { isView: 'N', isCreate: 'Y', isEdit: 'N', isExport: 'N' };

/**
 * A role's flags for a screen, or null when the screen is not in that role's menu. `gates`: the menu gates of
 * schemas/_screens.json (a gated screen is seeded only into the menus of the gate's roles and the Admin's).
 */
export function roleMenuFlags(role: string, schema: ResourceSchema, gates: readonly MenuGate[]): MenuFlags | null {
  const flags = roleFlags(role, schema, gates);
  // Records only the server writes (`writable: false`, the audit log) are never created or edited on screen.
  return flags && isServerWritten(schema) ? { ...flags, isCreate: 'N', isEdit: 'N' } : flags;
}

function roleFlags(role: string, schema: ResourceSchema, gates: readonly MenuGate[]): MenuFlags | null {
  // The administration area (access control settings, ...) is the Admin's alone, but for a screen
  // whose edit rule names another role (HR keeps the Super Heart limits in the system settings): view and edit.
  if (schema.area === ADMINISTRATION_AREA) return isAdmin({ role }) ? ALL : namedEditor(role, schema) ? VIEW_EDIT : null;
  switch (role.toLowerCase()) {
    case 'guest':
      return schema.name === 'jobApplications' ? GUEST_APPLICATION : null;
    default:
      // Every screen but a gated one the gate keeps from this role (Staff and Sales get no competency settings;
      // the Admin and HR keep them).
      return gateKeepsFromRole(gates, role, schema.route) ? null : ALL;
  }
}

const VIEW_EDIT: MenuFlags = { isView: 'Y', isCreate: 'N', isEdit: 'Y', isExport: 'N' };
const namedEditor = (role: string, schema: ResourceSchema): boolean =>
  (schema.access?.edit?.roles ?? []).some((r) => r.toLowerCase() === role.toLowerCase());

/** A role's flags for a declared hand-written screen with a menu entry: every role but Guest; its `access` decides. */
export function roleScreenFlags(role: string, screen: ScreenDeclaration): MenuFlags | null {
  if (!seededInMenus(screen)) return null; // the administration screens are the Admin's, who needs no menu row
  return role.toLowerCase() === 'guest' ? null : ALL;
}

/** Every role's default menu rows, numbered from 1. */
export function seedMenus(registry: SchemaRegistry, roles: readonly { role: string; roleId: number }[]): Data[] {
  const menus: Data[] = [];
  for (const { role, roleId } of roles)
    insertDefaultMenu(
      (row: MenuRow) => {
        menus.push({ id: menus.length + 1, ...row });
        return menus.length;
      },
      defaultMenuRows(
        registry,
        roleId,
        (schema) => roleMenuFlags(role, schema, registry.manifest.menuGates),
        (screen) => roleScreenFlags(role, screen),
      ),
    );
  return menus;
}

/** The seeded special permissions, by demo username. */
export function seedPermissions(users: readonly Data[]): PermissionData {
  const entry = (username: string) => {
    const u = users.find((x) => x.username === username)!;
    return { empCode: String(u.empCode), fullName: String(u.fullName) };
  };
  const list = (...names: string[]) => names.map(entry);
  return {
    Competency: {
      Manager_SPP: list('admin'),
      Manager_CPS: list('admin'),
      Edit: list('admin', 'hr'),
      View: list('admin', 'hr'),
      Report: list('admin', 'hr'),
    },
    // Sales recheck orders before pick-and-pack; the warehouse (here the admin) packs and ships them.
    OrderManual: { Create: list('admin', 'sales'), Recheck: list('admin', 'sales') },
    OrderPickPack: { Pack: list('admin') },
    // IT approves the memos tagged IT once their approver has (the demo's IT person is the admin).
    Memo: { Create: list('admin', 'hr', 'staff', 'sales'), Approve: list('admin', 'hr'), ITApprove: list('admin') },
    // Purchase requests: HR (finance's approver in the demo) approves them beside the admin; the admin orders.
    PR: { Create: list('admin'), Approve: list('admin', 'hr') },
    PO: { Create: list('admin') },
    // Payment approvals: anyone prepares one; the named checker, approver and secretary act on it; finance (the admin) pays.
    PaymentApproval: { Create: list('admin', 'hr', 'staff', 'sales'), Pay: list('admin') },
    // Advance clears: whoever took an advance clears it; HR (finance's approver in the demo) approves, Admin settles.
    AdvanceClear: { Create: list('admin', 'hr', 'staff', 'sales'), Approve: list('admin', 'hr'), Settle: list('admin') },
    // Expense claims: HR approves (the finance department's approver in the demo), Admin pays.
    Claim: { Approve: list('admin', 'hr'), Pay: list('admin') },
    Asset: { Edit: list('admin') },
    // IT support: assigns tickets and works any of them (the demo's IT person is admin).
    Ticket: { Manage: list('admin') },
    // Stock movements of products: Admin and the sales desk's stock keeper record in, out and adjustments.
    Stock: { Adjust: list('admin', 'sales') },
    // Point of sale: a completed sale is voided (its stock comes back) by a supervisor: the admin in the demo.
    POS: { Void: list('admin') },
    // The IT store: items and their receipts and issues are kept by IT (the admin in the demo).
    ITStore: { Manage: list('admin') },
  };
}
