/** The spec's timings (§9), in one place; tests pass shorter values instead of waiting. */
export const timing = {
  /** Default toast duration. */
  toastMs: 3000,
  /** Auth and password toasts stay longer. */
  authToastMs: 6000,
  /** On phones and tablets: how long to wait for the companion app before opening its store page. */
  companionAppFallbackMs: 1500,
  /** Settings are saved once they have been still this long. */
  settingsSaveDebounceMs: 300,
  /** Global search asks the server for content once typing has paused this long (the pages show at once). */
  searchDelayMs: 500,
} as const;

export type Timing = typeof timing;
