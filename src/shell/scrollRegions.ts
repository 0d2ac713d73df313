/**
 * Tables that scroll sideways (or down) reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable): antd
 * draws a wide table's rows in a scrolling box of its own, and a table of plain values has nothing in it a keyboard
 * can reach, so its hidden columns could only be seen with a mouse. Such a box takes the focus (Tab) while it
 * overflows and holds no control; the arrow keys then scroll it, as browsers do for a focused scrolling box. Every
 * table of the app gets this at once, generated or hand-written, in pages, drawers and dialogs.
 */
import { useEffect } from 'react';

/** antd's scrolling boxes of a table: the whole table, or its body under a fixed header. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';

/** Marks the boxes this module made focusable, so it only ever takes back its own tabindex. */
const MARK = 'data-keyboard-scroll';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function update(box: HTMLElement): void {
  const overflows = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
  // A box holding a control (a link, a button, a field) is reached through it: Tab scrolls it into view.
  const ours = box.hasAttribute(MARK);
  if (overflows && box.querySelector(FOCUSABLE) === null) {
    if (!box.hasAttribute('tabindex')) {
      box.tabIndex = 0;
      box.setAttribute(MARK, '');
    }
  } else if (ours) {
    box.removeAttribute('tabindex');
    box.removeAttribute(MARK);
  }
}

/** Keeps every scrolling table box in the document reachable by keyboard, as tables render, change and resize. */
export function useKeyboardScrollRegions(): void {
  useEffect(() => {
    let frame = 0;
    const scan = () => {
      frame = 0;
      document.querySelectorAll<HTMLElement>(SCROLL_BOXES).forEach(update);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(scan);
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', later);
    later();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', later);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
}
