/**
 * The screens' clock: every screen story starts at the same instant, so "upcoming" and "completed", the
 * footer's year and every relative date read the same on any day the stories are run.
 */

/** Tuesday 24 November 2026, 09:30 UTC: the instant every screen story starts at. */
export const SCREEN_NOW = Date.UTC(2026, 10, 24, 9, 30, 0);

const RealDate = Date;
let startedAt = 0;

function now(): number {
  // Time still passes inside a story (timers, debounces), but it starts at SCREEN_NOW.
  return SCREEN_NOW + Math.floor(performance.now() - startedAt);
}

class ScreenDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(now());
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return now();
  }

  // A date made before the clock was set is still a Date.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

/** Sets the page's clock (Date, Date.now) to SCREEN_NOW; called when a screen story mounts. */
export function startScreenClock(): void {
  startedAt = performance.now();
  if (globalThis.Date !== (ScreenDate as DateConstructor)) globalThis.Date = ScreenDate as DateConstructor;
}
