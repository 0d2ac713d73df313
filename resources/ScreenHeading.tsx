/**
 * A hand-written screen's title where it stands (a card's head, beside its buttons), announced as the page's
 * heading: screen readers and tests find the page by it, as they find a generated screen's title.
 */
import type { ReactNode } from 'react';

export function ScreenHeading({ children }: { children: ReactNode }) {
  return (
    <span role="heading" aria-level={1}>
      {children}
    </span>
  );
}
