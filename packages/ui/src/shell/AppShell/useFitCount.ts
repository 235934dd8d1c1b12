import { useLayoutEffect, useRef, useState } from 'react';

/** Marks a row's entries that may move into its overflow menu, and the overflow menu's own entry. */
export const FIT_ITEM = 'data-fit-item';
export const FIT_MORE = 'data-fit-more';
/** Set on an entry that does not fit: it stays laid out (so it can be measured) but is hidden. */
export const FIT_HIDDEN = 'data-fit-hidden';

/**
 * How many of a row's entries fit, measured rather than guessed: the row (a flex container whose own width
 * does not depend on its entries) holds every entry, each marked `data-fit-item`, and a 'More' entry marked
 * `data-fit-more`. Entries that do not fit are given `data-fit-hidden` by the caller (out of the flow and
 * invisible, yet still measurable), so a wider window, a shorter label or another font size brings them back.
 * `contentKey` changes when the entries do (their labels), so the new ones are observed. Returns the row's ref and the count of leading entries to show (all of them when all fit without 'More').
 */
export function useFitCount<T extends HTMLElement>(count: number, contentKey = '') {
  const ref = useRef<T>(null);
  const [fit, setFit] = useState(count);

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') {
      setFit(count);
      return;
    }
    const measure = () => {
      const children = Array.from(row.children) as HTMLElement[];
      const items = children.filter((child) => child.hasAttribute(FIT_ITEM));
      const more = children.find((child) => child.hasAttribute(FIT_MORE));
      const style = getComputedStyle(row);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const available =
        row.clientWidth -
        (Number.parseFloat(style.paddingInlineStart) || 0) -
        (Number.parseFloat(style.paddingInlineEnd) || 0) +
        0.5;
      const widths = items.map((item) => item.getBoundingClientRect().width);
      const span = (n: number) =>
        widths.slice(0, n).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, n - 1);
      let next = items.length;
      if (span(next) > available) {
        const moreWidth = (more?.getBoundingClientRect().width ?? 0) + (items.length > 0 ? gap : 0);
        next = 0;
        while (next < items.length && span(next + 1) + moreWidth <= available) next += 1;
      }
      setFit(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const child of Array.from(row.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [count, contentKey]);

  return { ref, fit: Math.min(fit, count) };
}
