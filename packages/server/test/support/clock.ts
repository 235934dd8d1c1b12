/**
 * Where every test server's clock starts: a fixed instant, so no test depends on the hour (or day) CI runs at.
 * The global setup seeds the shared snapshot at this instant too.
 */
export const TEST_EPOCH = new Date('2026-03-02T09:00:00.000Z');

/**
 * The server's clock in tests: it starts at TEST_EPOCH, ticks with real time (so rows written one after the
 * other keep their order) and is moved forward by tests instead of waiting. Each test starts again at the
 * epoch (see useTestServer), so one test's move never leaks into the next.
 */
export class TestClock {
  private startedAt = performance.now();
  private offsetMs = 0;
  now = () => new Date(TEST_EPOCH.getTime() + (performance.now() - this.startedAt) + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Back to the epoch, as at the start of a test. */
  reset() {
    this.startedAt = performance.now();
    this.offsetMs = 0;
  }
}
