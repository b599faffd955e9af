import { net, protocol } from 'electron';
import { join, normalize, relative, isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';
import { STAGED_PATH_PREFIX, stagedFileResponse } from '../collaborations/staged-file-response';

export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://renderer`;

/** Must run before `app.ready`: the scheme behaves like https (secure, standard, fetch-able). */
export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/**
 * Serves the built renderer from `rendererDir`, never anything outside it, and a draft's staged
 * files under `/staged/` from the offline folder (collaborations/staged-file-response.ts), on the
 * pages' own origin so a video's poster frame can be read from a canvas.
 */
export function serveRenderer(rendererDir: string, offlineRoot: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== 'renderer') return new Response('Not found', { status: 404 });
    if (url.pathname.startsWith(STAGED_PATH_PREFIX)) {
      const staged = await stagedFileResponse(
        offlineRoot,
        decodeURIComponent(url.pathname),
        request.headers.get('range') ?? undefined,
      );
      const body = staged.body ? (Readable.toWeb(staged.body) as ReadableStream<Uint8Array>) : null;
      return new Response(body, { status: staged.status, headers: staged.headers });
    }
    const requested = normalize(join(rendererDir, decodeURIComponent(url.pathname)));
    const inside = relative(rendererDir, requested);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      return new Response('Not found', { status: 404 });
    }
    const file = url.pathname === '/' ? join(rendererDir, 'index.html') : requested;
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}
