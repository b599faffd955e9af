import { spawn } from 'node:child_process';
import { expect } from 'vitest';

/** A seeded generator in [0, 1), so a failing kill moment can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

/**
 * Starts `writer` (a TypeScript script that writes in a loop into `folder` and prints once it has
 * written), waits for its first write, lets it run a random while and kills it with SIGKILL.
 */
export async function writeThenKill(
  writer: string,
  folder: string,
  random: () => number,
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', writer, folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    void exited.then((how) => reject(new Error(`writer ended before writing (${String(how)})`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 5 + random() * 120));
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}
