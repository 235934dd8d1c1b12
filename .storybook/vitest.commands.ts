/**
 * Node-side browser commands of the story tests. The test iframe lives inside the vitest window and
 * is scaled down when it is larger than that window; these keep the window large enough.
 */
import type { BrowserCommand } from 'vitest/node';

/** Grows the browser window (never shrinks it) so an iframe of this size is shown at scale 1. */
export const growWindowTo: BrowserCommand<[width: number, height: number], void> = async (
  context,
  width,
  height,
) => {
  if (!('page' in context)) throw new Error('growWindowTo needs the playwright provider');
  const { page } = context as typeof context & {
    page: {
      viewportSize(): { width: number; height: number } | null;
      setViewportSize(size: { width: number; height: number }): Promise<void>;
    };
  };
  const current = page.viewportSize() ?? { width: 0, height: 0 };
  if (current.width >= width && current.height >= height) return;
  await page.setViewportSize({
    width: Math.max(current.width, width),
    height: Math.max(current.height, height),
  });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    growWindowTo: (width: number, height: number) => Promise<void>;
  }
}
