import { startJobLoop, type JobLoop } from '../../jobs/job-loop';
import { runDueFigureJobs } from './figure-jobs';
import type { FiguresContext } from './read-post';

export type FigureJobLoop = JobLoop;

/**
 * Issue 31: the core API's background reader of published posts' figures (figure-jobs.ts); the
 * publish route wakes it, so the publication reading is made within seconds.
 */
export function startFigureJobLoop(
  context: FiguresContext,
  options: { intervalMs?: number } = {},
): FigureJobLoop {
  return startJobLoop(() => runDueFigureJobs(context), options);
}
