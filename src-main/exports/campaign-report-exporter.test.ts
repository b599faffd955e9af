import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { reportFiguresOf } from '../../src-shared/campaign-report/report-figures';
import type { KitPageSize, KitVerification } from '../../src-shared/domain/media-kit';
import {
  BRAND_LOGO_URL,
  aCollaboration,
  fixtureImages,
} from '../../tests/support/collaboration-fixture';
import { CampaignReportExporter, embeddedImages } from './campaign-report-exporter';
import type { FileDialogs, KitPrintOptions, KitRenderer, SaveFileKind } from './ports';
import type { ReportVerifier, ReportVerifyRequest } from './report-ports';

class FakeDialogs implements FileDialogs {
  readonly requests: { defaultName: string; kind: SaveFileKind; title: string }[] = [];
  readonly revealed: string[] = [];
  close = false;
  constructor(readonly folder: string) {}
  async chooseSavePath(defaultName: string, kind: SaveFileKind, title: string) {
    this.requests.push({ defaultName, kind, title });
    return this.close ? null : join(this.folder, defaultName);
  }
  async chooseFolder() {
    return null;
  }
  reveal(path: string) {
    this.revealed.push(path);
  }
  async openPath() {}
}

class FakeRenderer implements KitRenderer {
  readonly printed: Array<{ html: string; pageSize: KitPageSize | null }> = [];
  failure: Error | null = null;
  async pdf(html: string, { pageSize }: KitPrintOptions) {
    if (this.failure) throw this.failure;
    this.printed.push({ html, pageSize });
    return new TextEncoder().encode('%PDF-1.7 report');
  }
  async png(html: string) {
    this.printed.push({ html, pageSize: null });
    return new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  }
}

class FakeVerifier implements ReportVerifier {
  readonly requests: ReportVerifyRequest[] = [];
  registered = true;
  async verify(request: ReportVerifyRequest): Promise<KitVerification> {
    this.requests.push(request);
    return {
      code: '7K3M9QXR2T',
      url: 'http://127.0.0.1:4010/api/v3/campaign-reports/verify/7K3M9QXR2T',
      qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      registered: this.registered,
    };
  }
}

describe('exporting a campaign report', () => {
  let folder: string;
  let dialogs: FakeDialogs;
  let renderer: FakeRenderer;
  let verifier: FakeVerifier;
  const collaboration = aCollaboration();
  const asked: string[] = [];
  const now = new Date('2030-01-30T15:30:00.000Z');

  const exporter = async () =>
    new CampaignReportExporter({
      source: {
        collaborationFor: async (id) => {
          asked.push(id);
          return collaboration;
        },
      },
      renderer,
      dialogs,
      verifier,
      images: await fixtureImages(),
      now: () => now,
    });

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'report-export-'));
    dialogs = new FakeDialogs(folder);
    renderer = new FakeRenderer();
    verifier = new FakeVerifier();
    asked.length = 0;
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('prints the report with its verification, writes it through the save dialog and shows it', async () => {
    const answer = await (
      await exporter()
    ).export({ collaborationId: 'collaboration-1', format: 'pdf' });

    const fileName = 'reporte-de-campana-cafe-de-altura-sofia-cocina.pdf';
    expect(answer).toEqual({ fileName, verification: { code: '7K3M9QXR2T', registered: true } });
    expect(asked).toEqual(['collaboration-1']);
    expect(dialogs.requests).toEqual([
      { defaultName: fileName, kind: 'pdf', title: 'Guardar reporte de campaña' },
    ]);
    expect(verifier.requests).toEqual([
      {
        collaborationId: 'collaboration-1',
        figures: reportFiguresOf(collaboration),
        exportedAt: now,
      },
    ]);
    const [{ html, pageSize }] = renderer.printed as [{ html: string; pageSize: KitPageSize }];
    expect(pageSize).toBe('a4');
    expect(html).toContain('Código de verificación: 7K3M9QXR2T');
    // Logo, photo and the approved drafts' stills, embedded: the print window loads nothing.
    expect(html.match(/src="data:image\/jpeg;base64,/g)).toHaveLength(6);
    expect(html).not.toContain('https://media.test');
    expect(await readFile(join(folder, fileName), 'utf8')).toBe('%PDF-1.7 report');
    expect(await readdir(folder)).toEqual([fileName]);
    expect(dialogs.revealed).toEqual([join(folder, fileName)]);
  });

  it('prints Letter pages or a PNG when asked, and says when the code waits to be registered', async () => {
    verifier.registered = false;
    const letter = await (
      await exporter()
    ).export({
      collaborationId: 'collaboration-1',
      format: 'pdf',
      pageSize: 'letter',
    });
    expect(letter?.verification.registered).toBe(false);
    expect(renderer.printed[0]?.pageSize).toBe('letter');
    expect(renderer.printed[0]?.html).toContain('@page { size: letter;');
    expect(renderer.printed[0]?.html).toContain('Pendiente de registrar');

    const png = await (
      await exporter()
    ).export({ collaborationId: 'collaboration-1', format: 'png' });
    expect(png?.fileName).toBe('reporte-de-campana-cafe-de-altura-sofia-cocina.png');
    expect(renderer.printed[1]?.pageSize).toBeNull();
  });

  it('prints, registers and writes nothing when the save dialog is closed', async () => {
    dialogs.close = true;
    expect(
      await (await exporter()).export({ collaborationId: 'collaboration-1', format: 'pdf' }),
    ).toBeNull();
    expect(verifier.requests).toEqual([]);
    expect(renderer.printed).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails with a Spanish reason and leaves no file when printing fails', async () => {
    renderer.failure = new Error('renderer crashed');
    const failure = await (
      await exporter()
    )
      .export({ collaborationId: 'collaboration-1', format: 'pdf' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeError);
    expect(failure).toMatchObject({
      status: 500,
      code: ErrorCode.exportFailed,
      message: expect.stringMatching(/^No se pudo guardar el reporte/),
    });
    expect(await readdir(folder)).toEqual([]);
    expect(dialogs.revealed).toEqual([]);
  });

  it('keeps a BridgeError’s own message (a refused record, an ended session)', async () => {
    const refused = new BridgeError({
      status: 401,
      code: ErrorCode.notAuthenticated,
      message: 'Inicia sesión.',
    });
    verifier.verify = async () => {
      throw refused;
    };
    await expect(
      (await exporter()).export({ collaborationId: 'collaboration-1', format: 'pdf' }),
    ).rejects.toBe(refused);
  });
});

describe('embeddedImages', () => {
  it('embeds JPEG and PNG bytes, fetches each address once and leaves out the rest', async () => {
    const calls: string[] = [];
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const images = await embeddedImages(
      [
        BRAND_LOGO_URL,
        'https://x.test/missing.jpg',
        'https://x.test/not-an-image',
        'https://x.test/boom',
      ],
      async (url) => {
        calls.push(url);
        if (url === BRAND_LOGO_URL) return png;
        if (url.endsWith('not-an-image')) return new TextEncoder().encode('<html>');
        if (url.endsWith('boom')) throw new Error('socket hang up');
        return null;
      },
    );
    expect(calls).toHaveLength(4);
    expect(images.get(BRAND_LOGO_URL)).toBe(
      `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    );
    expect(images.get('https://x.test/missing.jpg')).toBeNull();
    expect(images.get('https://x.test/not-an-image')).toBeNull();
    expect(images.get('https://x.test/boom')).toBeNull();
  });
});
