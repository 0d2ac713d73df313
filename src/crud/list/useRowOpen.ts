/**
 * A list row opens its record: a click anywhere on the row, or Enter on the focused row (rows take the
 * focus with Tab and show a ring, list.css). A click on something with its own meaning keeps it: links,
 * buttons, checkboxes, inputs, the selection column, and anything in a pop-up the row opened (a delete
 * confirmation renders elsewhere in the page, yet React bubbles its clicks through the row). A click that
 * ends a text selection selects; Ctrl or Cmd (or the middle button's aux click) opens a new tab.
 */
import { useGo, type BaseRecord } from '@refinedev/core';
import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import type { ResourceSchema } from '../../schema/meta/meta';

/** Elements whose click is theirs, not the row's. */
export const OWN_CLICK =
  'a, button, input, textarea, select, label, [role="button"], [role="checkbox"], [role="combobox"], [role="switch"], ' +
  '.ant-checkbox-wrapper, .ant-select, .ant-picker, .ant-table-selection-column, .ant-dropdown-trigger, [contenteditable="true"]';

/** Whether a click on `target` inside `row` is the row's to handle. */
export function isRowClick(target: EventTarget | null, row: Element): boolean {
  if (!(target instanceof Element) || !row.contains(target)) return false; // a portal's content (a pop-up)
  const own = target.closest(OWN_CLICK);
  return own === null || !row.contains(own);
}

const selectingText = (): boolean => {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
};

export const ROW_CLASS = 'crud-row-opens';

export function useRowOpen(schema: ResourceSchema): (record: BaseRecord) => HTMLAttributes<HTMLElement> {
  const go = useGo();
  return (record) => {
    if (record.id === undefined) return {};
    const to = `${schema.route}/${record.id}`;
    const open = (newTab: boolean) => (newTab ? window.open(to, '_blank', 'noopener') : go({ to }));
    return {
      tabIndex: 0,
      className: ROW_CLASS,
      onClick: (e: MouseEvent<HTMLElement>) => {
        if (!isRowClick(e.target, e.currentTarget) || selectingText()) return;
        open(e.ctrlKey || e.metaKey);
      },
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        // Only the row itself: Enter in a control inside the row is that control's.
        if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
        e.preventDefault();
        open(e.ctrlKey || e.metaKey);
      },
    };
  };
}
