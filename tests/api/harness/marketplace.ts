import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ApiPath } from '../../../src-shared/api/paths';
import type { Brand } from '../../../src-shared/domain/brand';
import type {
  CastingApplication,
  CastingCall,
  CastingCallInput,
} from '../../../src-shared/domain/casting-call';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import type { Proposal, ProposalInput, ProposalTerms } from '../../../src-shared/domain/proposal';
import type { AuthAnswer } from '../../../src-shared/domain/user';
import { marketToday } from '../../../src-server/casting-calls/calendar';
import { insertNetwork } from '../../../src-server/networks/network-repository';
import { registerWithRole } from './accounts';
import type { TestServer } from './test-server';

/** A brand account with one brand of its own. */
export interface BrandAccount extends AuthAnswer {
  brand: Brand;
}

export async function createBrand(server: TestServer, token: string, name = 'Refresco Sol') {
  const answer = await server.request<Brand>('POST', ApiPath.brands, {
    token,
    body: { name, industry: 'beverages' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response;
}

export async function registerBrand(server: TestServer, name?: string): Promise<BrandAccount> {
  const account = await registerWithRole(server, 'brand');
  return { ...account, brand: await createBrand(server, account.token, name) };
}

/** A creator with these networks (follower counts decide the category), country MX by default. */
export async function registerCreator(
  server: TestServer,
  networks: Partial<Record<SocialNetwork, number>> = { instagram: 50_000 },
  country = 'MX',
): Promise<AuthAnswer> {
  const account = await registerWithRole(server, 'influencer');
  for (const [network, followers] of Object.entries(networks)) {
    await insertNetwork(
      server.server.db,
      account.user.id,
      {
        network: network as SocialNetwork,
        username: `c_${randomUUID().slice(0, 8)}`,
        followers,
      },
      new Date(),
    );
  }
  // Always written: an account starts with no country (migration 0031), as its creator chose none.
  await server.server.db
    .updateTable('users')
    .set({ country })
    .where('id', '=', account.user.id)
    .execute();
  return account;
}

/** The date `days` after today in the product's calendar (negative: before). */
export function dayFromToday(server: TestServer, days: number): string {
  const today = new Date(`${marketToday(server.clock.now())}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

export function callInput(
  server: TestServer,
  brandId: string,
  overrides: Partial<CastingCallInput> = {},
): CastingCallInput {
  return {
    brand_id: brandId,
    title: 'Verano con Sol',
    brief: 'Buscamos creadores que muestren nuestras bebidas en la playa.',
    networks: ['instagram', 'tiktok'],
    content_types: ['reel', 'video'],
    budget_min: 100,
    budget_max: 500.5,
    country: null,
    categories: [],
    deadline: dayFromToday(server, 10),
    ...overrides,
  };
}

export async function createCall(
  server: TestServer,
  owner: BrandAccount,
  overrides: Partial<CastingCallInput> = {},
): Promise<CastingCall> {
  const answer = await server.request<CastingCall>('POST', ApiPath.castingCalls, {
    token: owner.token,
    body: callInput(server, owner.brand.id, overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response;
}

/** A call created and published. */
export async function openCall(
  server: TestServer,
  owner: BrandAccount,
  overrides: Partial<CastingCallInput> = {},
): Promise<CastingCall> {
  const call = await createCall(server, owner, overrides);
  const answer = await server.request<CastingCall>('POST', ApiPath.castingCallPublish(call.id), {
    token: owner.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response;
}

export async function apply(
  server: TestServer,
  creator: AuthAnswer,
  callId: string,
  body: unknown = { price: 250, message: 'Me encanta la playa.' },
): Promise<CastingApplication> {
  const answer = await server.request<CastingApplication>(
    'POST',
    ApiPath.castingCallApply(callId),
    { token: creator.token, body },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response;
}

export function termsInput(overrides: Partial<ProposalTerms> = {}): ProposalTerms {
  return {
    deliverables: [
      { network: 'instagram', content_type: 'reel', quantity: 2 },
      { network: 'tiktok', content_type: 'video', quantity: 1 },
    ],
    price: 1200.5,
    start_date: '2030-01-10',
    end_date: '2030-01-31',
    message: 'Nos encantaría trabajar contigo.',
    revision_rounds: 2,
    ...overrides,
  };
}

export function proposalInput(
  brandId: string,
  creatorId: string,
  overrides: Partial<ProposalInput> = {},
): ProposalInput {
  return { ...termsInput(), brand_id: brandId, creator_id: creatorId, ...overrides };
}

export async function sendProposal(
  server: TestServer,
  owner: BrandAccount,
  creatorId: string,
  overrides: Partial<ProposalInput> = {},
): Promise<Proposal> {
  const answer = await server.request<Proposal>('POST', ApiPath.proposals, {
    token: owner.token,
    body: proposalInput(owner.brand.id, creatorId, overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response;
}
