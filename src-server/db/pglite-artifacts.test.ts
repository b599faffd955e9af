import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteArtifacts } from './pglite-artifacts';

describe('pgliteArtifacts', () => {
  it('compiles the engine once per process, and PGlite runs from what it made', async () => {
    const artifacts = await pgliteArtifacts();
    expect(await pgliteArtifacts()).toBe(artifacts);
    expect(artifacts.fsBundle.size).toBeGreaterThan(1_000_000);
    const engine = await PGlite.create(artifacts);
    try {
      const { rows } = await engine.query<{ answer: number }>('select 6 * 7 as answer');
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await engine.close();
    }
  });
});
