/**
 * Purchase timings. The spec re-reads the profile once after 15 s and decides 2 s later (§9); we poll every
 * 1.5 s within the same 17 s window and decide as soon as the package is the chosen one. Tests pass small values.
 */
export interface PurchaseTiming {
  profilePollMs: number;
  decisionWindowMs: number;
}

export const purchaseTiming: PurchaseTiming = { profilePollMs: 1500, decisionWindowMs: 15_000 + 2_000 };
