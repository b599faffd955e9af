/**
 * Why the core API cannot be reached: the computer has no internet (`network_down`), or the
 * network is up and the server does not answer (`server_unreachable`). The renderer words its
 * banner and its disabled reasons after this, so nobody is told to check a connection that works.
 */
export const OFFLINE_REASONS = ['network_down', 'server_unreachable'] as const;
export type OfflineReason = (typeof OFFLINE_REASONS)[number];

/** Whether the core API answers; `checked_at` is when that was last learned. */
export interface Connectivity {
  online: boolean;
  checked_at: string;
  /**
   * Why it does not answer; null while it does. Main always sends it; a payload without it (an
   * older main, a test) reads as `server_unreachable`, which blames nobody's connection.
   */
  reason?: OfflineReason | null;
}
