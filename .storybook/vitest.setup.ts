/**
 * Runs in the browser before every story file of the `storybook` vitest project.
 * The addon renders the story, runs its play function and axe; this file adds the visual check:
 * after each story passes, its root is compared with the committed baseline in `__screenshots__/`.
 */
import { afterEach, beforeAll, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';

/** Per-story switch: `parameters: { screenshot: { target: 'viewport' } }` for stories that portal out. */
export interface ScreenshotParameter {
  /** Skip the visual check (only for stories whose pixels can never be stable, and say why). */
  disable?: boolean;
  /**
   * `story` (default): the story root. `viewport`: the whole page, for dialogs, drawers and toasts.
   * `window`: exactly what the window shows (the app's screens: a viewport-sized picture, however long the page).
   */
  target?: 'story' | 'viewport' | 'window';
}

interface StoryTestContext extends TestContext {
  story?: { parameters?: { screenshot?: ScreenshotParameter } };
}

/** Screenshots taller than this are cut: a story that long is a page, and belongs in an e2e test. */
const MAX_SCREENSHOT_HEIGHT = 4_000;

/**
 * The iframe is as tall as the story's viewport, and Chromium paints nothing below it: stretch it
 * to the whole story first (the window grows too, else vitest scales the iframe down to fit).
 */
async function fitViewportTo(element: Element) {
  const bottom = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
  const height = Math.min(bottom, MAX_SCREENSHOT_HEIGHT);
  if (height <= window.innerHeight) return;
  await commands.growWindowTo(window.innerWidth, height);
  await page.viewport(window.innerWidth, height);
}

/** How long to look for two identical consecutive frames; short, as vitest 4.1 keeps the timer alive. */
const STABLE_SCREENSHOT_TIMEOUT = 8_000;

// No motion, no blinking caret and no scrollbars in screenshots: every run must give the same pixels.
const FREEZE_CSS = `
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
  html { scrollbar-width: none; }
`;

/** The faces the design system uses; loading them up front keeps the first screenshot from racing them. */
const FONT_FACES = [
  '400 16px "Inter Variable"',
  '500 16px "Inter Variable"',
  '600 16px "Inter Variable"',
  '700 16px "Inter Variable"',
  '400 16px "Noto Sans Arabic"',
  '600 16px "Noto Sans Arabic"',
];
// Latin, Turkish (latin-ext subset) and Arabic sample text so every unicode-range subset is fetched.
const FONT_SAMPLE = 'Aa İıĞğŞş 0123 العربية';
/**
 * The mono faces are declared only by the components that draw them (a voucher code, a card number), so they are
 * loaded once the story has rendered; a face the story does not declare loads nothing.
 */
const MONO_FACES = ['400 16px "DejaVu Mono"', '700 16px "DejaVu Mono"'];

beforeAll(async () => {
  const style = document.createElement('style');
  style.dataset.storyTest = 'freeze';
  style.textContent = FREEZE_CSS;
  document.head.append(style);
  await Promise.all(FONT_FACES.map((face) => document.fonts.load(face, FONT_SAMPLE)));
});

afterEach(async (context) => {
  const { task, story } = context as StoryTestContext;
  // A story that already failed (render, play or axe) reports that error, not a screenshot diff;
  // a skipped one (tags) has nothing to show.
  if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) return;
  if (task.mode === 'skip' || task.result?.state === 'skip') return;
  const options = story?.parameters?.screenshot ?? {};
  if (options.disable) return;

  await Promise.all(MONO_FACES.map((face) => document.fonts.load(face, 'A0')));
  await document.fonts.ready;
  if (options.target === 'window') {
    // Whether a button's focus ring shows after a click depends on timing: a clicked button or link is
    // captured unfocused (the component stories show the focus rings). A focused field keeps its focus:
    // leaving it would run its validation.
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement || active instanceof HTMLAnchorElement) active.blur();
    // Typing and clicking scroll the page: every screen is captured from its top, as it opens.
    window.scrollTo(0, 0);
    // A transparent frame over the window: its picture is everything painted in the window.
    const frame = document.createElement('div');
    frame.dataset.screenshotWindow = '';
    frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
    document.body.append(frame);
    try {
      await expect
        .element(page.elementLocator(frame))
        .toMatchScreenshot(task.name, { timeout: STABLE_SCREENSHOT_TIMEOUT });
    } finally {
      frame.remove();
    }
    return;
  }
  const roots = document.querySelectorAll('[data-story-root]');
  const root = roots[roots.length - 1];
  const target = options.target === 'viewport' || !root ? document.documentElement : root;
  if (target === root) await fitViewportTo(root);
  await expect
    .element(page.elementLocator(target))
    .toMatchScreenshot(task.name, { timeout: STABLE_SCREENSHOT_TIMEOUT });
});
