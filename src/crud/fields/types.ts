/** The contract every field kind fulfils: how it is typed in, shown, listed and filtered. */
import type { CrudFilter } from '@refinedev/core';
import type { ComponentType } from 'react';
import type { AnyField } from '../../schema/meta/describe';
import type { ResourceSchema } from '../../schema/meta/meta';

export interface InputProps {
  field: AnyField;
  /** The schema that owns the field (options of a status field come from its workflow). */
  schema: ResourceSchema;
  /** DOM id of the focusable control, matched by the label's htmlFor. */
  id: string;
  /** react-hook-form path, e.g. `lines.0.price`. */
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
  invalid: boolean;
  lang: string;
}

export interface DisplayProps {
  field: AnyField;
  schema: ResourceSchema;
  value: unknown;
  record: Record<string, unknown>;
  lang: string;
}

export interface FilterProps {
  field: AnyField;
  schema: ResourceSchema;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  lang: string;
}

/** How a filter control's value turns into CrudFilters and back (so filters restored from the URL show up). */
export interface FilterCodec {
  toFilters: (field: AnyField, value: unknown) => CrudFilter[];
  fromFilters: (field: AnyField, filters: readonly CrudFilter[]) => unknown;
}

export interface FieldKind {
  /** The form control; bound through a react-hook-form Controller unless `selfBound`. */
  Input: ComponentType<InputProps>;
  /** The value on the show page. */
  Display: ComponentType<DisplayProps>;
  /** The value in a list cell (defaults to Display). */
  Cell?: ComponentType<DisplayProps>;
  /** The list toolbar filter, for fields marked `filter: true`. */
  Filter?: ComponentType<FilterProps>;
  filterCodec?: FilterCodec;
  /** Binds to the form itself (child tables, computed values) instead of through one Controller. */
  selfBound?: boolean;
  /** Takes the full width of the two-column form grid. */
  fullWidth?: boolean;
  /** List columns of this kind can be sorted unless the field says `sortable: false` (default true). */
  sortable?: boolean;
}
