import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/** A card's height before it is measured (one line of badges, no credit links). */
const ESTIMATED_CARD_PX = 112;
/** invoice-overview.css's 0.6rem between cards, at the root's 16px. */
const CARD_GAP_PX = 10;
/** Cards rendered beyond each edge of the screen: Tab reaches the next one before it scrolls in. */
const OVERSCAN = 6;

export type CardPosition = {
  index: number;
  /** The card's offset from the top of the list, in px. */
  top: number;
  setSize: number;
  measure: (element: HTMLLIElement | null) => void;
};

/**
 * The overview's list with only the cards on screen (and a few around) in the DOM, so ten
 * thousand invoices open and scroll like ten (issue 39). The page scrolls, not the list: the
 * window is the scroll element and the list's place on the page the scroll margin. It stays a
 * `ul` of `li`s; each card says where it sits in the whole list (`aria-posinset`,
 * `aria-setsize`), since a screen reader counts only the rendered ones.
 */
export function VirtualCardList<Item>({
  items,
  keyOf,
  renderCard,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  renderCard: (item: Item, position: CardPosition) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  // The list moves when what is above it changes (a notice, the filters wrapping): measured
  // after every render, set only when it moved.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- after every render, on purpose
  useLayoutEffect(() => {
    const top = (list.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - margin) >= 1) setMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: CARD_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (index) => keyOf(items[index] as Item),
    // A card not laid out (a hidden page) keeps its estimate rather than collapsing to nothing.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_CARD_PX,
  });
  return (
    <ul
      ref={list}
      className="overview__list overview__list--virtual"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) =>
        renderCard(items[row.index] as Item, {
          index: row.index,
          top: row.start - margin,
          setSize: items.length,
          measure: virtualizer.measureElement,
        }),
      )}
    </ul>
  );
}
