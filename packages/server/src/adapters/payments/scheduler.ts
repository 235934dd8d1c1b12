/** Runs work later. The local gateway's slow test card uses it; tests pass a manual one and run it on demand. */
export interface Scheduler {
  schedule(delayMs: number, task: () => Promise<void>): void;
}

export function timerScheduler(onError: (error: unknown) => void): Scheduler {
  return {
    schedule(delayMs, task) {
      // unref: a pending simulated settlement never keeps the process alive.
      setTimeout(() => void task().catch(onError), delayMs).unref();
    },
  };
}
