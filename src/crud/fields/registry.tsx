/**
 * The field registry: the components behind each widget of the field-type table
 * (src/schema/meta/field-types.ts), and per type how it is typed in, shown, listed and filtered. Pages ask
 * `fieldKind(field.type)` and never switch on types themselves. Every widget but the child table is in
 * scalar.tsx, which the child table itself uses for its columns.
 */
import type { WidgetName } from '../../schema/meta/field-types';
import type { FieldType } from '../../schema/meta/meta';
import { ChildTableCell, ChildTableDisplay, ChildTableInput } from './childTable';
import { buildKinds, SCALAR_WIDGETS, type Widget } from './scalar';
import type { FieldKind } from './types';

/** The components of each widget the field-type table names (a new widget does not compile without its entry). */
const WIDGETS: Record<WidgetName, Widget> = {
  ...SCALAR_WIDGETS,
  table: { Input: ChildTableInput, Display: ChildTableDisplay, Cell: ChildTableCell, selfBound: true, fullWidth: true },
};

const KINDS = buildKinds(WIDGETS);

export const fieldKind = (type: FieldType): FieldKind => KINDS.get(type)!;
