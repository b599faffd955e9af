import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { reportFiguresOf } from '../../src-shared/campaign-report/report-figures';
import type { ReportExportRecordInput } from '../../src-shared/domain/campaign-report';
import { aCollaboration } from '../../tests/support/collaboration-fixture';
import { newKitCode } from './kit-code';
import {
  PENDING_REPORT_FILE_NAME,
  PendingReportRegistrations,
  type RegisterReportExport,
} from './pending-report-registrations';

const unreachable = () =>
  new BridgeError({ status: 0, code: ErrorCode.network, message: 'Sin conexión.' });
const refused = (status: number) =>
  new BridgeError({ status, code: 'x', message: 'No se aceptó el registro.' });

const figures = reportFiguresOf(aCollaboration());
const recordOf = (code = newKitCode()): ReportExportRecordInput => ({
  code,
  collaboration_id: '8a0e1c33-2b7c-4c35-9f0a-7d8f3e1b2c4d',
  exported_at: '2030-01-30T15:30:00.000Z',
  figures,
});

describe('campaign reports waiting to be registered', () => {
  let root: string;
  let registered: Array<[string, string]>;
  let answer: (record: ReportExportRecordInput) => Error | null;
  const logged: string[] = [];
  const register: RegisterReportExport = async (accountId, record) => {
    const failure = answer(record);
    if (failure) throw failure;
    registered.push([accountId, record.code]);
  };
  const folderFor = (accountId: string) => join(root, `account-${accountId}`);
  const pending = () =>
    new PendingReportRegistrations({
      folderFor,
      root,
      register,
      log: (message) => logged.push(message),
    });

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'pending-reports-'));
    registered = [];
    answer = () => null;
    logged.length = 0;
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps each record once per code in the account’s folder, written for that account only', async () => {
    const store = pending();
    const record = recordOf();
    await store.keep('a1', record);
    await store.keep('a1', record);
    await store.keep('a1', recordOf());
    expect(await store.count('a1')).toBe(2);
    expect(await store.count('a2')).toBe(0);
    const stored = JSON.parse(
      await readFile(join(folderFor('a1'), PENDING_REPORT_FILE_NAME), 'utf8'),
    ) as { account_id: string; records: unknown[] };
    expect(stored.account_id).toBe('a1');
    expect(stored.records[0]).toEqual(record);
    // Atomic writes leave no temporary file behind.
    expect(await readdir(folderFor('a1'))).toEqual([PENDING_REPORT_FILE_NAME]);
  });

  it('registers them oldest first and forgets each one taken; runs at once join', async () => {
    const store = pending();
    const [first, second] = [recordOf(), recordOf()];
    await store.keep('a1', first);
    await store.keep('a1', second);
    const runs = await Promise.all([store.registerAll('a1'), store.registerAll('a1')]);
    expect(runs).toEqual([2, 2]);
    expect(registered).toEqual([
      ['a1', first.code],
      ['a1', second.code],
    ]);
    expect(await store.count('a1')).toBe(0);
  });

  it('stops at the first record the server cannot take now, and keeps the rest', async () => {
    const store = pending();
    const records = [recordOf(), recordOf(), recordOf()];
    for (const record of records) await store.keep('a1', record);
    answer = (record) => (record.code === records[1]!.code ? unreachable() : null);
    expect(await store.registerAll('a1')).toBe(1);
    expect((await store.list('a1')).map((record) => record.code)).toEqual(
      records.slice(1).map((record) => record.code),
    );
  });

  it('drops, with a log line, a record the core API refuses for good (400, 409)', async () => {
    const store = pending();
    const [bad, taken, fine] = [recordOf(), recordOf(), recordOf()];
    for (const record of [bad, taken, fine]) await store.keep('a1', record);
    answer = (record) =>
      record.code === bad.code ? refused(400) : record.code === taken.code ? refused(409) : null;
    expect(await store.registerAll('a1')).toBe(1);
    expect(await store.count('a1')).toBe(0);
    expect(logged).toEqual([
      `campaign report verification ${bad.code} refused, dropped`,
      `campaign report verification ${taken.code} refused, dropped`,
    ]);
  });

  it('registers every account’s records back online, each with its own account', async () => {
    const store = pending();
    await store.keep('a1', recordOf());
    await store.keep('a2', recordOf());
    // A file copied into another account's folder is not that account's.
    await mkdir(folderFor('a3'), { recursive: true });
    await writeFile(
      join(folderFor('a3'), PENDING_REPORT_FILE_NAME),
      JSON.stringify({ account_id: 'a1', records: [recordOf()] }),
    );
    expect(await store.registerEveryAccount()).toBe(2);
    expect(registered.map(([accountId]) => accountId).sort()).toEqual(['a1', 'a2']);
  });

  it('skips a record it cannot read, and keeps a file that is not its shape aside', async () => {
    const store = pending();
    const good = recordOf();
    await mkdir(folderFor('a1'), { recursive: true });
    const path = join(folderFor('a1'), PENDING_REPORT_FILE_NAME);
    await writeFile(path, JSON.stringify({ account_id: 'a1', records: [{ code: 'nope' }, good] }));
    expect(await store.list('a1')).toEqual([good]);

    await writeFile(path, '{"records": "no es una lista"');
    const corruptLogged: string[] = [];
    const originalError = console.error;
    console.error = (message: string) => corruptLogged.push(message);
    try {
      expect(await store.list('a1')).toEqual([]);
    } finally {
      console.error = originalError;
    }
    const names = await readdir(folderFor('a1'));
    expect(names.some((name) => name.startsWith(`${PENDING_REPORT_FILE_NAME}.corrupt-`))).toBe(
      true,
    );
    expect(corruptLogged).toHaveLength(1);
  });
});
