import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the project's own eslint.config.js on fixtures placed (virtually) inside the renderer, so
// the rule is proven the way `npx eslint src-renderer` applies it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(fixture: string, lintedAs: string): Promise<string[]> {
  const code = await readFile(path.join(root, 'tests/lint/fixtures', fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, lintedAs) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/feature-boundaries')
    .map((message) => message.message);
}

describe('features use each other only through their public entry', () => {
  it("fails a feature that imports another feature's internal file", async () => {
    const errors = await boundaryErrors(
      'imports-feature-internal.tsx.fixture',
      'src-renderer/features/creator/Fixture.tsx',
    );

    expect(errors).toEqual([
      expect.stringContaining(
        "'../proposals/SendProposalDialog' reaches inside features/proposals",
      ),
    ]);
  });

  it("passes a feature that imports another feature's index, its own files and shared kits", async () => {
    const errors = await boundaryErrors(
      'imports-feature-entry.tsx.fixture',
      'src-renderer/features/creator/Fixture.tsx',
    );

    expect(errors).toEqual([]);
  });

  it('fails a shared kit that imports any feature, even its public entry', async () => {
    const errors = await boundaryErrors(
      'shared-kit-imports-feature.tsx.fixture',
      'src-renderer/data/Fixture.tsx',
    );

    expect(errors).toEqual([
      expect.stringContaining('src-renderer/data/ must not import features/proposals'),
    ]);
  });

  it("lets the router, and only the router, wire a feature's routes.ts", async () => {
    const router = await boundaryErrors(
      'router-imports-routes.tsx.fixture',
      'src-renderer/router/Fixture.tsx',
    );
    const shell = await boundaryErrors(
      'shell-imports-routes.tsx.fixture',
      'src-renderer/app/shell/Fixture.tsx',
    );

    expect(router).toEqual([]);
    expect(shell).toEqual([
      expect.stringContaining(
        "'../../features/proposals/routes' reaches inside features/proposals",
      ),
    ]);
  });
});
