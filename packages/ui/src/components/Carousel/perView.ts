/**
 * Items per view by the carousel's own width (marketplace §9: 4 on desktop, 3 on tablet, 1 on
 * phone). Measured on the container, so a carousel in a narrow column shows fewer items too.
 */
export const perViewSteps = [
  { minWidth: 880, perView: 4 },
  { minWidth: 560, perView: 3 },
] as const;

export function itemsPerView(containerWidth: number): number {
  return perViewSteps.find((step) => containerWidth >= step.minWidth)?.perView ?? 1;
}

/** The next first-visible index, wrapping round at both ends. */
export function stepStart(start: number, step: 1 | -1, itemCount: number, perView: number): number {
  const lastStart = Math.max(0, itemCount - perView);
  if (step === 1) return start >= lastStart ? 0 : start + 1;
  return start <= 0 ? lastStart : start - 1;
}
