import { runDueFigureJobs } from './figure-jobs';
import type { FiguresContext } from './read-post';

const EVERY_MS = 60_000;

export interface FigureJobLoop {
  /** Runs a pass now (another right after the one under way, if any); never throws. */
  wake(): void;
  /**
   * Waits for the pass under way, then runs one and answers how many jobs it settled (tests and
   * tools; the timer and wake() do this on their own).
   */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for the pass under way; wake() does nothing afterwards. */
  stop(): Promise<void>;
}

/**
 * Issue 31: the core API's background reader of published posts' figures. A pass every minute
 * (`intervalMs`) and one as soon as it is woken (the publish route wakes it, so the publication
 * reading is made within seconds); one pass at a time in this process, and several processes on
 * one PostgreSQL share the jobs safely (figure-jobs.ts). A failed pass (the database closing
 * under it) is simply followed by the next.
 */
export function startFigureJobLoop(
  context: FiguresContext,
  options: { intervalMs?: number } = {},
): FigureJobLoop {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  function pass(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const work = async () => {
      let settled = 0;
      do {
        again = false;
        settled += await runDueFigureJobs(context).catch(() => 0);
      } while (again && !stopped);
      return settled;
    };
    running = work().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) void pass();
  }, options.intervalMs ?? EVERY_MS);
  // The loop never keeps the process alive.
  timer.unref();

  return {
    wake: () => {
      if (!stopped) void pass();
    },
    runOnce: async () => {
      await running;
      return stopped ? 0 : pass();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
