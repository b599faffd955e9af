import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { CastingCall } from '../../src-shared/domain/casting-call';
import type { Proposal } from '../../src-shared/domain/proposal';
import { describeEngines } from './harness/engines';
import {
  apply,
  callInput,
  createCall,
  dayFromToday,
  openCall,
  proposalInput,
  registerBrand,
  registerCreator,
  sendProposal,
  termsInput,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';

const DEADLINE_PAST = 'La fecha límite ya pasó: elige hoy o una fecha posterior.';
const CONTACT_REFUSED = expect.stringMatching(/datos de contacto/i);

/** Contact details in each of the forms the product refuses them in. */
const CONTACT_MESSAGES = [
  'Escríbeme a ana.lopez@correo.com y lo vemos.',
  'Mi WhatsApp es +52 55 1234 5678',
  'Mi portafolio: www.anacrea.mx',
  'Más en https://anacrea.dev/trabajos',
  // Disguised: what passed in applications and counters before the rule read disguises.
  'Escríbeme a ana(at)gmail(dot)com',
  'Mi cel: cinco cinco uno dos tres cuatro cinco seis siete ocho',
];

/** A year range reads like a phone run but is not one. */
const YEAR_RANGE_MESSAGE = 'De 2015-2024 hice campañas de café y bebidas.';

describeEngines('Casting and proposal rules (deadline, contact details)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a draft whose deadline has passed, on the deadline field, and saves nothing', async () => {
    const owner = await registerBrand(server);
    const answer = await server.request<CastingCall>('POST', ApiPath.castingCalls, {
      token: owner.token,
      // Two days back: past in every time zone.
      body: callInput(server, owner.brand.id, { deadline: dayFromToday(server, -2) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_error');
    expect(answer.body.fields).toEqual({ deadline: [DEADLINE_PAST] });

    const list = await server.request<{ count: number }>('GET', ApiPath.castingCalls, {
      token: owner.token,
    });
    expect(list.body.response.count).toBe(0);
    // Today is still in time.
    await createCall(server, owner, { deadline: dayFromToday(server, 0) });
  });

  it('takes a deadline that is past in Mexico City but still today in another time zone', async () => {
    // At 09:00 UTC it is 03:00 in Mexico City and still 21:00 of the day before at UTC−12: a
    // brand whose computer shows that day (Hawaii, say) picked today, and is not refused.
    const nineUtc = new Date();
    nineUtc.setUTCHours(9, 0, 0, 0);
    if (nineUtc.getTime() < Date.now()) nineUtc.setUTCDate(nineUtc.getUTCDate() + 1);
    server.clock.advance(nineUtc.getTime() - Date.now());
    try {
      const owner = await registerBrand(server);
      await createCall(server, owner, { deadline: dayFromToday(server, -1) });
    } finally {
      server.clock.reset();
    }
  });

  it('refuses moving a draft’s deadline into the past', async () => {
    const owner = await registerBrand(server);
    const draft = await createCall(server, owner);
    const answer = await server.request<CastingCall>('PUT', ApiPath.castingCall(draft.id), {
      token: owner.token,
      body: callInput(server, owner.brand.id, { deadline: dayFromToday(server, -3) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ deadline: [DEADLINE_PAST] });
  });

  it('refuses publishing a draft whose deadline passed since, with the reason in the message', async () => {
    const owner = await registerBrand(server);
    const draft = await createCall(server, owner, { deadline: dayFromToday(server, 1) });
    server.clock.advance(3 * 86_400_000);
    try {
      const answer = await server.request<CastingCall>(
        'POST',
        ApiPath.castingCallPublish(draft.id),
        { token: owner.token },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({ deadline: [DEADLINE_PAST] });
      // No form names the field when publishing: the message itself says why.
      expect(answer.body.message).toBe(DEADLINE_PAST);
    } finally {
      server.clock.reset();
    }
  });

  it('refuses contact details in an application’s message, and takes a year range', async () => {
    const owner = await registerBrand(server);
    const call = await openCall(server, owner);
    const creator = await registerCreator(server);
    for (const message of CONTACT_MESSAGES) {
      const answer = await server.request('POST', ApiPath.castingCallApply(call.id), {
        token: creator.token,
        body: { price: 250, message },
      });
      expect(answer.status, message).toBe(400);
      expect(answer.body.fields, message).toEqual({ message: [CONTACT_REFUSED] });
    }
    const applied = await apply(server, creator, call.id, {
      price: 250,
      message: YEAR_RANGE_MESSAGE,
    });
    expect(applied.message).toBe(YEAR_RANGE_MESSAGE);
  });

  it('refuses contact details in a proposal’s message, and takes a year range', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    for (const message of CONTACT_MESSAGES) {
      const answer = await server.request<Proposal>('POST', ApiPath.proposals, {
        token: owner.token,
        body: proposalInput(owner.brand.id, creator.user.id, { message }),
      });
      expect(answer.status, message).toBe(400);
      expect(answer.body.fields, message).toEqual({ message: [CONTACT_REFUSED] });
    }
    const sent = await sendProposal(server, owner, creator.user.id, {
      message: YEAR_RANGE_MESSAGE,
    });
    expect(sent.rounds[0]?.message).toBe(YEAR_RANGE_MESSAGE);
  });

  it('refuses contact details in a counter-offer’s message, and takes a year range', async () => {
    const owner = await registerBrand(server);
    const creator = await registerCreator(server);
    const proposal = await sendProposal(server, owner, creator.user.id);
    const counter = (message: string) =>
      server.request<Proposal>('POST', ApiPath.proposalAction(proposal.id, 'counter'), {
        token: creator.token,
        body: termsInput({ price: 1500, message }),
      });
    for (const message of CONTACT_MESSAGES) {
      const answer = await counter(message);
      expect(answer.status, message).toBe(400);
      expect(answer.body.fields, message).toEqual({ message: [CONTACT_REFUSED] });
    }
    const countered = await counter(YEAR_RANGE_MESSAGE);
    expect(countered.status).toBe(200);
    expect(countered.body.response.rounds.at(-1)?.message).toBe(YEAR_RANGE_MESSAGE);
  });
});
