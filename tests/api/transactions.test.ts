import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { TransactionStatus, TransactionType } from '../../src-shared/domain/billing';
import type { Proposal } from '../../src-shared/domain/proposal';
import { registerWithRole } from './harness/accounts';
import { buy, newKey, transactions } from './harness/billing';
import { describeEngines } from './harness/engines';
import { registerBrand, registerCreator, sendProposal, termsInput } from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';

interface Line {
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  /** ISO instant. */
  at: string;
}

describeEngines('Transactions (/api/v3/transactions/)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Ledger lines written as the flows write them, at chosen instants. */
  async function seed(userId: string, lines: Line[]): Promise<void> {
    await server.server.db
      .insertInto('transactions')
      .values(
        lines.map((line, index) => ({
          id: randomUUID(),
          user_id: userId,
          type: line.type,
          status: line.status,
          amount: line.amount,
          credits: null,
          description: `Línea ${index}`,
          reference: `ref-${index}`,
          created_at: line.at,
          updated_at: line.at,
        })),
      )
      .execute();
  }

  const LEDGER: Line[] = [
    { type: 'credit_purchase', status: 'completed', amount: -45, at: '2026-03-01T18:00:00Z' },
    { type: 'proposal_payment', status: 'pending', amount: 1200.5, at: '2026-03-02T18:00:00Z' },
    // 20:00 on 5 March in Mexico City, already the 6th in UTC.
    { type: 'payout', status: 'completed', amount: -300.25, at: '2026-03-06T02:00:00Z' },
    { type: 'credit_purchase', status: 'failed', amount: -80, at: '2026-03-07T18:00:00Z' },
    { type: 'refund', status: 'completed', amount: 10, at: '2026-03-09T18:00:00Z' },
  ];

  it('lists the caller’s lines newest first, with totals over the filtered set', async () => {
    const { token, user } = await registerWithRole(server);
    await seed(user.id, LEDGER);
    const all = await transactions(server, token);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const page = all.body.response;
    expect(page.results.map((line) => line.amount)).toEqual([10, -80, -300.25, 1200.5, -45]);
    expect(page.results[0]).toEqual({
      id: expect.any(String),
      type: 'refund',
      status: 'completed',
      amount: 10,
      credits: null,
      description: 'Línea 4',
      reference: 'ref-4',
      deal_id: null,
      status_reason: null,
      created_at: '2026-03-09T18:00:00.000Z',
    });
    expect(page).toMatchObject({ count: 5, page: 1, size_page: 20 });
    // The failed purchase moved no money.
    expect(page.totals).toEqual({ amount: 865.25, money_in: 1210.5, money_out: 345.25 });

    const purchases = await transactions(server, token, { type: 'credit_purchase' });
    expect(purchases.body.response.count).toBe(2);
    expect(purchases.body.response.totals).toEqual({ amount: -45, money_in: 0, money_out: 45 });
    const failed = await transactions(server, token, { status: 'failed' });
    expect(failed.body.response.results.map((line) => line.amount)).toEqual([-80]);
    const both = await transactions(server, token, {
      type: 'credit_purchase',
      status: 'completed',
    });
    expect(both.body.response.results.map((line) => line.amount)).toEqual([-45]);
  });

  it('filters by days of the Mexico City calendar, both ends included', async () => {
    const { token, user } = await registerWithRole(server);
    await seed(user.id, LEDGER);
    const amounts = async (filter: Record<string, string>) =>
      (await transactions(server, token, filter)).body.response.results.map((line) => line.amount);
    expect(await amounts({ date_from: '2026-03-02', date_to: '2026-03-05' })).toEqual([
      -300.25, 1200.5,
    ]);
    expect(await amounts({ date_from: '2026-03-06', date_to: '2026-03-06' })).toEqual([]);
    expect(await amounts({ date_from: '2026-03-07' })).toEqual([10, -80]);
    expect(await amounts({ date_to: '2026-03-01' })).toEqual([-45]);
    const range = await transactions(server, token, {
      date_from: '2026-03-01',
      date_to: '2026-03-05',
      type: 'payout',
    });
    expect(range.body.response).toMatchObject({
      count: 1,
      totals: { amount: -300.25, money_in: 0, money_out: 300.25 },
    });
  });

  it('refuses a range that ends before it starts, and bad filters, with a clear message', async () => {
    const { token } = await registerWithRole(server);
    const backwards = await transactions(server, token, {
      date_from: '2026-03-10',
      date_to: '2026-03-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields).toEqual({
      date_to: ['La fecha de fin no puede ser anterior a la de inicio.'],
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'regalo' }, 'type'],
      [{ status: 'done' }, 'status'],
      [{ date_from: '2026-02-30' }, 'date_from'],
      [{ date_to: '5/3/2026' }, 'date_to'],
      [{ amount_min: 1 }, 'amount_min'],
    ];
    for (const [filter, field] of cases) {
      const answer = await transactions(server, token, filter);
      expect(answer.status, JSON.stringify(filter)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toEqual([field]);
    }
  });

  it('pages 20 by default, at most 100, and takes the spec’s empty parameters', async () => {
    const { token, user } = await registerWithRole(server);
    const start = Date.parse('2026-01-01T12:00:00Z');
    await seed(
      user.id,
      Array.from({ length: 25 }, (_, index) => ({
        type: 'refund' as const,
        status: 'completed' as const,
        amount: 1,
        at: new Date(start + index * 3_600_000).toISOString(),
      })),
    );
    const first = await transactions(server, token, {}, '?size_page=&page=');
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ count: 25, page: 1, size_page: 20 });
    expect(first.body.response.results).toHaveLength(20);
    expect(first.body.response.totals.amount).toBe(25);
    const second = await transactions(server, token, {}, '?page=2');
    expect(second.body.response.results).toHaveLength(5);
    const firstIds = new Set(first.body.response.results.map((line) => line.id));
    expect(second.body.response.results.some((line) => firstIds.has(line.id))).toBe(false);
    const big = await transactions(server, token, {}, '?size_page=100');
    expect(big.body.response.results).toHaveLength(25);

    for (const query of [
      '?size_page=10000',
      '?size_page=101',
      '?size_page=0',
      '?page=0',
      '?page=x',
    ]) {
      const answer = await transactions(server, token, {}, query);
      expect(answer.status, query).toBe(400);
    }
    const huge = await transactions(server, token, {}, '?size_page=10000');
    expect(huge.body.fields).toEqual({
      size_page: ['El tamaño de página debe ser un número entero de 1 a 100.'],
    });
    // No body at all reads as no filter.
    const bare = await server.request('POST', ApiPath.transactions, { token });
    expect(bare.status).toBe(200);
  });

  it('shows only the caller’s own lines, and needs a session', async () => {
    const mine = await registerWithRole(server);
    const other = await registerWithRole(server);
    await buy(server, other.token, { package: 'credits_10', idempotency_key: newKey() });
    const answer = await transactions(server, mine.token);
    expect(answer.body.response).toMatchObject({ count: 0, results: [] });
    expect(answer.body.response.totals).toEqual({ amount: 0, money_in: 0, money_out: 0 });
    expect((await transactions(server, undefined)).status).toBe(401);
  });

  it('records an accepted proposal once in each ledger: money out for the brand, in for the creator', async () => {
    const owner = await registerBrand(server, 'Café Aurora');
    const creator = await registerCreator(server);
    await server.server.db
      .updateTable('users')
      .set({ first_name: 'Ana', last_name: 'López' })
      .where('id', '=', creator.user.id)
      .execute();
    const proposal = await sendProposal(server, owner, creator.user.id, { price: 900 });
    const act = (token: string, action: 'accept' | 'counter', body?: unknown) =>
      server.request<Proposal>('POST', ApiPath.proposalAction(proposal.id, action), {
        token,
        ...(body ? { body } : {}),
      });
    // A counter is not a deal yet: nothing is owed.
    const counter = await act(creator.token, 'counter', termsInput({ price: 980.75 }));
    expect(counter.status, JSON.stringify(counter.body)).toBe(200);
    expect((await transactions(server, owner.token)).body.response.count).toBe(0);
    expect((await transactions(server, creator.token)).body.response.count).toBe(0);

    // The brand accepts the counter, twice at once: one deal, one pair of lines.
    const [accepted, late] = await Promise.all([
      act(owner.token, 'accept'),
      act(owner.token, 'accept'),
    ]);
    expect([accepted.status, late.status].sort()).toEqual([200, 409]);

    const brandLedger = await transactions(server, owner.token, { type: 'proposal_payment' });
    expect(brandLedger.body.response.results).toEqual([
      {
        id: expect.any(String),
        type: 'proposal_payment',
        status: 'pending',
        amount: -980.75,
        credits: null,
        description: 'Propuesta aceptada por Ana López',
        reference: proposal.id,
        deal_id: expect.any(String),
        status_reason: 'Pendiente de pago por la marca',
        created_at: expect.any(String),
      },
    ]);
    const creatorLedger = await transactions(server, creator.token);
    expect(creatorLedger.body.response.results).toMatchObject([
      {
        type: 'proposal_payment',
        status: 'pending',
        amount: 980.75,
        description: 'Propuesta aceptada de Café Aurora',
        reference: proposal.id,
      },
    ]);
    expect(creatorLedger.body.response.totals).toEqual({
      amount: 980.75,
      money_in: 980.75,
      money_out: 0,
    });
    const rows = await server.server.db
      .selectFrom('transactions')
      .select('user_id')
      .where('reference', '=', proposal.id)
      .execute();
    // The brand's price and platform fee (issue 32), the creator's price.
    expect(rows).toHaveLength(3);
  });
});
