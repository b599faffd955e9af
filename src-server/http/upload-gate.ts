import type { FastifyReply } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';

export interface UploadLimits {
  /** Uploads one account may have in flight at once. */
  perUser: number;
  /** Uploads the whole server may have in flight at once. */
  perProcess: number;
  /** What a refused client is told to wait (the `Retry-After` header), in seconds. */
  retryAfterSeconds: number;
}

/**
 * Each upload streams to disk, but decoding and re-encoding an image still takes tens of MB, and
 * every upload holds a socket and disk space while it arrives: a dozen at once per server, and
 * three per account (the app sends one piece at a time; an avatar or a logo may go alongside).
 * Two accounts fill half the server's slots at most (issue 35), and a trickled upload loses its
 * slot within seconds (http/slow-clients.ts).
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perUser: 3,
  perProcess: 12,
  retryAfterSeconds: 5,
};

/** Counts uploads in flight, per account and in all, and refuses one past either limit. */
export class UploadGate {
  private total = 0;
  private readonly perUser = new Map<string, number>();

  constructor(readonly limits: UploadLimits = DEFAULT_UPLOAD_LIMITS) {}

  /**
   * A slot for `userId`'s upload, released by the function it returns (once, whatever happens),
   * or a 429 `rate_limited` with `Retry-After` on `reply` when the limits are reached.
   */
  enter(userId: string, reply: FastifyReply): () => void {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser || this.total >= this.limits.perProcess) {
      const seconds = this.limits.retryAfterSeconds;
      void reply.header('retry-after', String(seconds));
      throw new ApiError(ErrorCode.rateLimited, {
        message: `Hay demasiados archivos subiéndose. Inténtalo de nuevo en ${seconds} segundos.`,
      });
    }
    this.total += 1;
    this.perUser.set(userId, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    };
  }
}

const gates = new WeakMap<object, UploadGate>();

/**
 * The one gate of a server, keyed by its context: every upload route of one app shares it (the
 * process's memory and disk are what it protects), and a second app in the same process (tests)
 * has its own.
 */
export function uploadGateOf(owner: object): UploadGate {
  let gate = gates.get(owner);
  if (!gate) {
    gate = new UploadGate();
    gates.set(owner, gate);
  }
  return gate;
}
