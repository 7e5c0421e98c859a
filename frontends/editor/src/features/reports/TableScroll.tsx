import type { ReactNode } from 'react';

/**
 * A report's table, which scrolls sideways inside its block on a phone. The scroll box is a named
 * region in the tab order, so a keyboard user can reach and scroll it too (axe
 * scrollable-region-focusable), as the VAT figures' table does.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="reports-block__table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
