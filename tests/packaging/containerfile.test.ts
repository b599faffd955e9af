import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Images cannot be built on these machines: what can be checked is that the Containerfile takes
// exactly the README's steps, runs unprivileged with a health check, and that compose pairs it
// with PostgreSQL.
const containerfile = readFileSync('Containerfile', 'utf8');
const readme = readFileSync('README.md', 'utf8');

/** The instructions of each stage, in order, continuation lines joined. */
function stages(text: string): string[][] {
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: string[][] = [];
  for (const line of lines) {
    if (line.startsWith('FROM ')) result.push([]);
    result.at(-1)?.push(line);
  }
  return result;
}

describe('the team server image', () => {
  const [build = [], runtime = []] = stages(containerfile);

  it('builds with npm ci and npm run build:server, and runs with npm ci --omit=dev and npm run server', () => {
    expect(build.filter((line) => line.startsWith('RUN '))).toEqual([
      'RUN ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci --no-audit --no-fund',
      'RUN npm run build:server',
    ]);
    expect(runtime.some((line) => line.startsWith('RUN npm ci --omit=dev'))).toBe(true);
    expect(runtime.at(-1)).toBe('CMD ["npm", "run", "server"]');
    for (const step of ['npm ci --omit=dev', 'npm run build:server', 'npm run server']) {
      expect(readme).toContain(step);
    }
  });

  it('runs as an unprivileged user, listens beyond loopback and is health-checked on /api/health', () => {
    expect(runtime).toContain('USER node');
    expect(runtime.find((line) => line.startsWith('ENV '))).toMatch(/HOST=0\.0\.0\.0/);
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/health');
    expect(runtime[0]).toMatch(/^FROM node:\d+-\S*slim$/);
  });

  it('is paired with PostgreSQL in compose, with the secrets a team needs', () => {
    const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
      services: Record<string, { environment?: Record<string, string>; image?: string }>;
    };
    const api = compose.services.api!;
    expect(api.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@db:5432\//);
    expect(Object.keys(api.environment ?? {})).toEqual(
      expect.arrayContaining(['SECRETS_KEY', 'UNSUBSCRIBE_SECRET', 'MEDIA_DIR']),
    );
    expect(compose.services.db?.image).toMatch(/^postgres:/);
  });
});
