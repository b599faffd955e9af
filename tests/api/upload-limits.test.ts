import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiPath } from '../../src-shared/api/paths';
import { BRIEFCASE_VIDEO_MAX_BYTES, type BriefcaseItem } from '../../src-shared/domain/briefcase';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type AnswerBody, type TestServer } from './harness/test-server';

const MIB = 1024 * 1024;
const PARALLEL = 20;
const MEMORY_CEILING = 1.2 * 1024 * MIB;
/** One MiB of zeros, yielded again and again: the test never holds an upload in memory. */
const ZEROS = Buffer.alloc(MIB);

/** An `ftyp` box: what makes the bytes an MP4 to the server. */
function ftyp(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isommp41', 16, 'latin1');
  return box;
}

/**
 * A multipart body with one video of `size` bytes, produced as it is sent. `stopAfter` ends the
 * generator with an error after that many bytes, as a client that goes away mid-upload.
 */
async function* videoBody(boundary: string, size: number, stopAfter = Infinity) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file_for_profile"; filename="clip.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const head = ftyp();
  yield head;
  let sent = head.length;
  while (sent < size) {
    if (sent >= stopAfter) throw new Error('the client went away');
    const piece = Math.min(MIB, size - sent);
    yield piece === MIB ? ZEROS : ZEROS.subarray(0, piece);
    sent += piece;
  }
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

describeEngines('Bounded uploads (streamed to disk, capped in flight)', (engine) => {
  let server: TestServer;
  const incoming = () => join(server.server.mediaDir, '.incoming');
  const leftovers = async () => (existsSync(incoming()) ? await readdir(incoming()) : []);

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * Sends with node:http, which writes each yielded buffer as is (fetch copies every chunk of an
   * iterable body, and its garbage would count against the server in this process).
   */
  function upload(
    token: string,
    size: number,
    options: { stopAfter?: number } = {},
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: AnswerBody<BriefcaseItem> }> {
    const boundary = `----marca${randomUUID()}`;
    return new Promise((resolve, reject) => {
      const sending = request(`${server.url}${ApiPath.briefcase}`, {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      sending.on('response', async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        const body = JSON.parse(
          Buffer.concat(chunks).toString('utf8'),
        ) as AnswerBody<BriefcaseItem>;
        // An early answer: the rest of the body need not be sent.
        sending.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
      sending.on('error', reject);
      pipeline(Readable.from(videoBody(boundary, size, options.stopAfter)), sending).catch(
        (error: unknown) => sending.destroy(error as Error),
      );
    });
  }

  it(
    `keeps memory under 1.2 GB for ${PARALLEL} parallel 50 MB uploads and refuses the excess with 429 and Retry-After`,
    { timeout: 180_000 },
    async () => {
      // Four uploads from each of five accounts: past three per account and six in all, refused.
      const tokens = await Promise.all(
        Array.from({ length: 5 }, async () => (await registerWithRole(server)).token),
      );
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      let answers: Awaited<ReturnType<typeof upload>>[];
      try {
        answers = await Promise.all(
          Array.from({ length: PARALLEL }, (_, i) =>
            upload(tokens[i % tokens.length]!, BRIEFCASE_VIDEO_MAX_BYTES),
          ),
        );
      } finally {
        clearInterval(sampler);
      }
      const bodies = answers.map((answer) => answer.body);
      const stored = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 429);
      console.info(
        `${engine.name}: ${stored.length} stored, ${refused.length} refused, rss ${Math.round(before / MIB)} → peak ${Math.round(peak / MIB)} MB`,
      );

      expect(stored.length + refused.length, JSON.stringify(bodies)).toBe(PARALLEL);
      expect(stored.length).toBeGreaterThan(0);
      // Typically 14 (six in flight); at least each account's fourth when its four arrive together.
      expect(refused.length).toBeGreaterThanOrEqual(5);
      for (const answer of refused) expect(answer.headers['retry-after']).toBe('5');
      for (const [i, answer] of answers.entries()) {
        if (answer.status === 429) expect(bodies[i]?.code).toBe(ErrorCode.rateLimited);
      }
      expect(peak).toBeLessThan(MEMORY_CEILING);
      expect(await leftovers()).toEqual([]);

      // What was stored is the whole file, private to the server's account.
      const item = stored[0]!.body.response;
      const file = join(server.server.mediaDir, new URL(item.image_url).pathname.slice(7));
      const info = await stat(file);
      expect(info.size).toBe(BRIEFCASE_VIDEO_MAX_BYTES);
      if (process.platform !== 'win32') expect(info.mode & 0o777).toBe(0o600);
    },
  );

  it('leaves no temporary file behind a refused or abandoned upload, and frees its slot', async () => {
    const { token } = await registerWithRole(server);

    const tooLarge = await upload(token, BRIEFCASE_VIDEO_MAX_BYTES + 1);
    expect(tooLarge.status).toBe(413);

    const abandoned = await upload(token, BRIEFCASE_VIDEO_MAX_BYTES, { stopAfter: 8 * MIB }).catch(
      (error: unknown) => error,
    );
    expect(abandoned).toBeInstanceOf(Error);
    await expect.poll(leftovers, { timeout: 5_000 }).toEqual([]);

    // Both slots of this account are free again.
    const [first, second] = await Promise.all([upload(token, MIB), upload(token, MIB)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await leftovers()).toEqual([]);
  });
});
