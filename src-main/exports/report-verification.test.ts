import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { reportFiguresOf } from '../../src-shared/campaign-report/report-figures';
import type { ReportExportRecordInput } from '../../src-shared/domain/campaign-report';
import { MEDIA_KIT_CODE_PATTERN } from '../../src-shared/domain/media-kit';
import { aCollaboration } from '../../tests/support/collaboration-fixture';
import { newKitCode } from './kit-code';
import {
  ReportVerifications,
  reportVerifyUrl,
  type PendingReportRecords,
} from './report-verification';

const BASE = 'http://127.0.0.1:4010/';
const collaborationId = '8a0e1c33-2b7c-4c35-9f0a-7d8f3e1b2c4d';
const figures = reportFiguresOf(aCollaboration());
const exportedAt = new Date('2030-01-30T15:30:00.000Z');
const bridgeError = (status: number, code: string = ErrorCode.internal) =>
  new BridgeError({ status, code, message: 'Falló.' });

class FakePending implements PendingReportRecords {
  readonly kept: Array<[string, ReportExportRecordInput]> = [];
  flushed: string[] = [];
  async keep(accountId: string, record: ReportExportRecordInput) {
    this.kept.push([accountId, record]);
  }
  async registerAll(accountId: string) {
    this.flushed.push(accountId);
    return 0;
  }
}

function verifierWith(answers: Array<Error | null>, active: string | null = 'acct-1') {
  const sent: Array<[string, ReportExportRecordInput]> = [];
  const pending = new FakePending();
  const verifier = new ReportVerifications({
    baseUrl: async () => BASE,
    activeAccount: async () => active,
    register: async (accountId, record) => {
      sent.push([accountId, record]);
      const failure = answers.shift() ?? null;
      if (failure) throw failure;
    },
    pending,
    log: () => undefined,
  });
  return { verifier, sent, pending };
}

describe('each exported report’s verification', () => {
  it('registers a fresh code for the active account before printing, with the figures printed', async () => {
    const { verifier, sent, pending } = verifierWith([null]);
    const verification = await verifier.verify({ collaborationId, figures, exportedAt });
    expect(verification.code).toMatch(MEDIA_KIT_CODE_PATTERN);
    expect(verification).toMatchObject({
      url: `http://127.0.0.1:4010/api/v3/campaign-reports/verify/${verification.code}`,
      registered: true,
    });
    expect(verification.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(sent).toEqual([
      [
        'acct-1',
        {
          code: verification.code,
          collaboration_id: collaborationId,
          exported_at: '2030-01-30T15:30:00.000Z',
          figures,
        },
      ],
    ]);
    // The server answered: reports exported offline before go now too.
    expect(pending.flushed).toEqual(['acct-1']);
    expect(pending.kept).toEqual([]);
  });

  it('keeps the record pending when the core API cannot be reached, and says so on the report', async () => {
    for (const failure of [
      bridgeError(0, ErrorCode.network),
      bridgeError(503),
      bridgeError(404, ErrorCode.notFound),
    ]) {
      const { verifier, sent, pending } = verifierWith([failure]);
      const verification = await verifier.verify({ collaborationId, figures, exportedAt });
      expect(verification.registered).toBe(false);
      expect(verification.url).toBe(reportVerifyUrl(BASE, verification.code));
      expect(pending.kept).toEqual([['acct-1', sent[0]![1]]]);
      expect(pending.flushed).toEqual([]);
    }
  });

  it('takes a new code once when the one drawn is taken (409)', async () => {
    const { verifier, sent } = verifierWith([
      bridgeError(409, ErrorCode.idempotencyConflict),
      null,
    ]);
    const verification = await verifier.verify({ collaborationId, figures, exportedAt });
    expect(sent).toHaveLength(2);
    expect(sent[0]![1].code).not.toBe(sent[1]![1].code);
    expect(verification).toMatchObject({ code: sent[1]![1].code, registered: true });
  });

  it('fails with the core API’s own reason when it refuses the record', async () => {
    const refusal = new BridgeError({ status: 403, code: ErrorCode.forbidden, message: 'No.' });
    const { verifier, pending } = verifierWith([refusal]);
    await expect(verifier.verify({ collaborationId, figures, exportedAt })).rejects.toBe(refusal);
    expect(pending.kept).toEqual([]);
  });

  it('refuses to export without a signed-in account', async () => {
    const { verifier, sent } = verifierWith([], null);
    await expect(verifier.verify({ collaborationId, figures, exportedAt })).rejects.toMatchObject({
      status: 401,
      code: ErrorCode.notAuthenticated,
    });
    expect(sent).toEqual([]);
  });

  it('writes the verify address on any base, with or without a trailing slash', () => {
    const code = newKitCode();
    expect(reportVerifyUrl('https://equipo.example.mx/', code)).toBe(
      `https://equipo.example.mx/api/v3/campaign-reports/verify/${code}`,
    );
  });
});
