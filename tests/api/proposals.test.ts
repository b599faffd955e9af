import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { Proposal } from '../../src-shared/domain/proposal';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import {
  apply,
  openCall,
  proposalInput,
  registerBrand,
  registerCreator,
  sendProposal,
  termsInput,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME, UUID } from './harness/answer-patterns';

describeEngines('Proposals (/api/v3/proposals/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function create(token: string, body: unknown) {
    return server.request<Proposal>('POST', ApiPath.proposals, { token, body });
  }
  function get(token: string, id: string) {
    return server.request<Proposal>('GET', ApiPath.proposal(id), { token });
  }
  function list(token: string, query = '') {
    return server.request<ListPage<Proposal>>('GET', `${ApiPath.proposals}${query}`, { token });
  }
  function act(
    token: string,
    id: string,
    action: 'accept' | 'decline' | 'counter',
    body?: unknown,
  ) {
    return server.request<Proposal>('POST', ApiPath.proposalAction(id, action), { token, body });
  }

  it('sends a proposal: 201, sent, the creator’s turn, round 1 holding the terms', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const answer = await create(owner.token, proposalInput(owner.brand.id, creator.user.id));
    expect(answer.status).toBe(201);
    const terms = termsInput();
    expect(answer.body.response).toEqual({
      id: expect.stringMatching(UUID),
      brand: { id: owner.brand.id, name: 'Refresco Sol', logo: null },
      creator: {
        id: creator.user.id,
        first_name: '',
        last_name: '',
        vanity_name: null,
        profile_image: null,
      },
      status: 'sent',
      turn: 'creator',
      application_id: null,
      platform_fee_percent: 10,
      ...terms,
      rounds: [
        {
          id: expect.stringMatching(UUID),
          author: 'brand',
          action: 'sent',
          ...terms,
          created_at: expect.stringMatching(ISO_DATE_TIME),
        },
      ],
      created_at: expect.stringMatching(ISO_DATE_TIME),
      updated_at: expect.stringMatching(ISO_DATE_TIME),
    });
    expect((await get(creator.token, answer.body.response.id)).body.response).toEqual(
      answer.body.response,
    );
  });

  it('answers 404 for a brand not the caller’s or a creator id that is no creator; 403 for creators', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const creator = await registerCreator(server);
    const noRole = await registerAccount(server);
    expect((await create(owner.token, proposalInput(other.brand.id, creator.user.id))).status).toBe(
      404,
    );
    expect((await create(owner.token, proposalInput(owner.brand.id, other.user.id))).status).toBe(
      404,
    );
    expect((await create(owner.token, proposalInput(owner.brand.id, noRole.user.id))).status).toBe(
      404,
    );
    expect(
      (
        await create(
          owner.token,
          proposalInput(owner.brand.id, '0b7e4b1c-7d4e-4f2a-9a51-3c3d8e0f6a21'),
        )
      ).status,
    ).toBe(404);
    expect(
      (await create(creator.token, proposalInput(owner.brand.id, creator.user.id))).status,
    ).toBe(403);
    expect(
      (await create(noRole.token, proposalInput(owner.brand.id, creator.user.id))).status,
    ).toBe(403);
    expect((await list(owner.token)).body.response.count).toBe(0);
    expect((await list(creator.token)).body.response.count).toBe(0);
  });

  it('answers 400 naming each bad field (dates, money, content types), and sends nothing', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const base = proposalInput(owner.brand.id, creator.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: '2030-02-01', end_date: '2030-01-01' }, 'end_date'],
      [{ start_date: '2030-13-01' }, 'start_date'],
      [{ end_date: '31/01/2030' }, 'end_date'],
      [{ price: 100.001 }, 'price'],
      [{ price: -100 }, 'price'],
      [{ deliverables: [] }, 'deliverables'],
      [
        { deliverables: [{ network: 'twitch', content_type: 'reel', quantity: 1 }] },
        'deliverables.0.content_type',
      ],
      [
        { deliverables: [{ network: 'instagram', content_type: 'post', quantity: 0 }] },
        'deliverables.0.quantity',
      ],
      [{ creator_id: 'ana' }, 'creator_id'],
      [{ application_id: 42 }, 'application_id'],
    ];
    for (const [override, field] of cases) {
      const answer = await create(owner.token, { ...base, ...override });
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(override)).toEqual([field]);
    }
    const range = await create(owner.token, {
      ...base,
      start_date: '2030-02-01',
      end_date: '2030-01-01',
    });
    expect(range.body.fields).toEqual({
      end_date: ['La fecha de fin no puede ser anterior a la de inicio.'],
    });
    expect((await list(owner.token)).body.response.count).toBe(0);
  });

  it('follows an accepted application of the caller’s own call by that creator', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const creator = await registerCreator(server);
    const someoneElse = await registerCreator(server);
    const call = await openCall(server, owner);
    const application = await apply(server, creator, call.id);
    const body = proposalInput(owner.brand.id, creator.user.id, { application_id: application.id });

    const notYet = await create(owner.token, body);
    expect(notYet.status).toBe(400);
    expect(notYet.body.fields).toEqual({
      application_id: ['Elige una postulación aceptada de este creador.'],
    });
    await server.request('POST', ApiPath.applicationDecision(application.id, 'accept'), {
      token: owner.token,
    });
    const wrongCreator = await create(
      owner.token,
      proposalInput(owner.brand.id, someoneElse.user.id, { application_id: application.id }),
    );
    expect(wrongCreator.status).toBe(400);
    const foreign = await create(
      other.token,
      proposalInput(other.brand.id, creator.user.id, { application_id: application.id }),
    );
    expect(foreign.status).toBe(404);

    const answer = await create(owner.token, body);
    expect(answer.status).toBe(201);
    expect(answer.body.response.application_id).toBe(application.id);
  });

  it('shows a proposal to its two parties only (404 for another brand and a third creator)', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const creator = await registerCreator(server);
    const third = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    expect((await get(owner.token, proposal.id)).status).toBe(200);
    expect((await get(creator.token, proposal.id)).status).toBe(200);
    for (const stranger of [other, third]) {
      const answer = await get(stranger.token, proposal.id);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
      for (const action of ['accept', 'decline'] as const) {
        expect((await act(stranger.token, proposal.id, action)).status).toBe(404);
      }
      expect((await act(stranger.token, proposal.id, 'counter', termsInput())).status).toBe(404);
    }
    expect((await get(owner.token, 'nada')).status).toBe(404);
    expect((await get(creator.token, proposal.id)).body.response.rounds).toHaveLength(1);
  });

  it('negotiates in turns: counters pass the turn and keep every round; accept ends it', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);

    const early = await act(owner.token, proposal.id, 'accept');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('proposal_not_your_turn');

    const creatorTerms = termsInput({ price: 1500, message: 'Un reel más, por favor.' });
    const countered = await act(creator.token, proposal.id, 'counter', creatorTerms);
    expect(countered.status).toBe(200);
    expect(countered.body.response).toMatchObject({
      status: 'countered',
      turn: 'brand',
      price: 1500,
      message: 'Un reel más, por favor.',
    });
    const twice = await act(creator.token, proposal.id, 'counter', creatorTerms);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('proposal_not_your_turn');

    const brandTerms = termsInput({
      price: 1400,
      deliverables: [{ network: 'youtube', content_type: 'short', quantity: 3 }],
      start_date: '2030-02-01',
      end_date: '2030-02-01',
      message: '',
    });
    const back = await act(owner.token, proposal.id, 'counter', brandTerms);
    expect(back.body.response).toMatchObject({ status: 'countered', turn: 'creator', price: 1400 });

    const accepted = await act(creator.token, proposal.id, 'accept');
    expect(accepted.status).toBe(200);
    const final = accepted.body.response;
    expect(final).toMatchObject({ status: 'accepted', turn: null, ...brandTerms });
    expect(final.rounds.map((round) => [round.author, round.action, round.price])).toEqual([
      ['brand', 'sent', 1200.5],
      ['creator', 'countered', 1500],
      ['brand', 'countered', 1400],
      ['creator', 'accepted', 1400],
    ]);
    expect(final.rounds[1]).toMatchObject(creatorTerms);
    expect(final.rounds[3]).toMatchObject({ ...brandTerms, message: '' });

    for (const [token, action] of [
      [creator.token, 'accept'],
      [owner.token, 'accept'],
      [owner.token, 'decline'],
    ] as const) {
      const late = await act(token, proposal.id, action);
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('proposal_closed');
    }
    const counterClosed = await act(owner.token, proposal.id, 'counter', termsInput());
    expect(counterClosed.status).toBe(409);
    expect(counterClosed.body.code).toBe('proposal_closed');
    expect((await get(owner.token, proposal.id)).body.response.rounds).toHaveLength(4);
  });

  it('refuses an accept after a decline, and a counter on a declined proposal', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    const declined = await act(creator.token, proposal.id, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.response).toMatchObject({ status: 'declined', turn: null });
    expect(declined.body.response.rounds.map((round) => round.action)).toEqual([
      'sent',
      'declined',
    ]);

    for (const token of [creator.token, owner.token]) {
      const accept = await act(token, proposal.id, 'accept');
      expect(accept.status).toBe(409);
      expect(accept.body.code).toBe('proposal_closed');
      const counter = await act(token, proposal.id, 'counter', termsInput());
      expect(counter.status).toBe(409);
      expect(counter.body.code).toBe('proposal_closed');
    }
  });

  it('answers 400 for a bad counter and keeps the proposal as it was', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: '2030-03-02', end_date: '2030-03-01' }, 'end_date'],
      [{ price: 1.234 }, 'price'],
      [
        { deliverables: [{ network: 'spotify', content_type: 'video', quantity: 1 }] },
        'deliverables.0.content_type',
      ],
      [{ brand_id: owner.brand.id }, 'brand_id'],
    ];
    for (const [override, field] of cases) {
      const answer = await act(creator.token, proposal.id, 'counter', {
        ...termsInput(),
        ...override,
      });
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toEqual([field]);
    }
    expect((await get(owner.token, proposal.id)).body.response).toEqual(proposal);
  });

  it('lets a creator act with proposals.answer and a brand with proposals.send; no role is a 403', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const noRole = await registerAccount(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    expect((await list(noRole.token)).status).toBe(403);
    expect((await get(noRole.token, proposal.id)).status).toBe(403);
    expect((await act(noRole.token, proposal.id, 'accept')).status).toBe(403);
    const anonymous = await server.request('POST', ApiPath.proposalAction(proposal.id, 'accept'));
    expect(anonymous.status).toBe(401);
  });

  it('lists each side’s own proposals, newest activity first, by status, paged (20 by default)', async () => {
    const owner = await registerBrand(server);
    const other = await registerBrand(server, 'Otra Marca');
    const creator = await registerCreator(server);
    const first = await sendProposal(server, owner, creator.user.id);
    server.clock.advance(1000);
    const second = await sendProposal(server, owner, creator.user.id);
    server.clock.advance(1000);
    const foreign = await sendProposal(server, other, creator.user.id);
    server.clock.advance(1000);
    // A counter on the oldest brings it back to the top.
    await act(creator.token, first.id, 'counter', termsInput({ price: 2000 }));
    server.clock.reset();

    const brandList = await list(owner.token);
    expect(brandList.status).toBe(200);
    expect(brandList.body.response).toMatchObject({ count: 2, page: 1, size_page: 20 });
    expect(brandList.body.response.results.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(brandList.body.response.results[0]?.rounds).toHaveLength(2);

    const creatorList = await list(creator.token);
    expect(creatorList.body.response.results.map((item) => item.id)).toEqual([
      first.id,
      foreign.id,
      second.id,
    ]);
    const sent = await list(creator.token, '?status=sent&size_page=1&page=2');
    expect(sent.body.response).toMatchObject({ count: 2, page: 2, size_page: 1 });
    expect(sent.body.response.results.map((item) => item.id)).toEqual([second.id]);
    expect((await list(other.token)).body.response.results.map((item) => item.id)).toEqual([
      foreign.id,
    ]);
    const bad = await list(creator.token, '?status=pending');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['status']);
  });

  it('answers an empty first page (page 1, 20 a page) before any proposal', async () => {
    const owner = await registerWithRole(server, 'brand');
    const answer = await list(owner.token);
    expect(answer.body.response).toEqual({ results: [], count: 0, page: 1, size_page: 20 });
  });
});
