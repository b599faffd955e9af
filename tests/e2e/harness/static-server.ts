import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, isAbsolute } from 'node:path';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../../../src-main/electron/content-security-policy';
import {
  STAGED_PATH_PREFIX,
  stagedFileResponse,
} from '../../../src-main/collaborations/staged-file-response';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built renderer the way the app's `app://` protocol does, CSP header included, and a
 * draft's staged files under `/staged/` from the desktop's offline folder, as the protocol does.
 */
export async function serveRenderer(
  rendererDir: string,
  options: { offlineRoot?: string } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (options.offlineRoot && pathname.startsWith(STAGED_PATH_PREFIX)) {
      const staged = await stagedFileResponse(options.offlineRoot, pathname, request.headers.range);
      response.writeHead(staged.status, staged.headers);
      if (staged.body) staged.body.pipe(response);
      else response.end();
      return;
    }
    const file = normalize(join(rendererDir, pathname === '/' ? 'index.html' : pathname));
    const inside = relative(rendererDir, file);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
