import { delay } from 'redux-saga/effects';

/** How often and for how long to poll. */
interface PollTiming {
  everyMs: number;
  withinMs: number;
}

/**
 * The one polling loop of the sagas: waits `everyMs`, runs `step`, and stops as soon as `step` answers true;
 * at most `withinMs / everyMs` attempts (at least one). Returns whether a step answered true.
 */
export function* pollUntil(
  timing: PollTiming,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- saga steps yield effects of any kind
  step: () => Generator<unknown, boolean, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the saga middleware feeds effects' results back
): Generator<unknown, boolean, any> {
  const attempts = Math.max(1, Math.floor(timing.withinMs / timing.everyMs));
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    yield delay(timing.everyMs);
    if (yield* step()) return true;
  }
  return false;
}
