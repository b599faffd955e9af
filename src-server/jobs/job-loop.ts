const EVERY_MS = 60_000;

export interface JobLoop {
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
 * A background job of the core API: a pass every minute (`intervalMs`) and one as soon as it is
 * woken; one pass at a time in this process (several processes on one PostgreSQL share the work
 * through their own row claims). A failed pass (the database closing under it) is simply followed
 * by the next. `pass` answers how many jobs it settled.
 */
export function startJobLoop(
  pass: () => Promise<number>,
  options: { intervalMs?: number } = {},
): JobLoop {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    const work = async () => {
      let settled = 0;
      do {
        again = false;
        settled += await pass().catch(() => 0);
      } while (again && !stopped);
      return settled;
    };
    running = work().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) void run();
  }, options.intervalMs ?? EVERY_MS);
  // The loop never keeps the process alive.
  timer.unref();

  return {
    wake: () => {
      if (!stopped) void run();
    },
    runOnce: async () => {
      await running;
      return stopped ? 0 : run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
