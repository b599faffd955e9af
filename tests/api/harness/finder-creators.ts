import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ApiPath } from '../../../src-shared/api/paths';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import type { AddNetworkAnswer, SocialNetwork } from '../../../src-shared/domain/network';
import { jsonb } from '../../../src-server/db/jsonb';
import { refreshCreatorSearch } from '../../../src-server/finder/refresh-creator-search';
import { registerWithRole } from './accounts';
import type { Answer, TestServer } from './test-server';

export interface NetworkSpec {
  network: SocialNetwork;
  followers: number;
  /** Written into the connection's snapshot as a network would report it. */
  er?: number;
  aqs?: number;
  username?: string;
}

export interface CreatorSpec {
  first_name?: string;
  last_name?: string;
  vanity_name?: string;
  country?: string;
  languages?: string[];
  gender?: string;
  networks: NetworkSpec[];
}

export interface TestCreator {
  id: string;
  token: string;
  /** Connection uuid by network, in the order added. */
  uuids: Partial<Record<SocialNetwork, string>>;
}

/** Letters only, so it survives search folding and fits a last name: tags one test's creators. */
export function searchTag(): string {
  return `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
}

const TELEPHONE: Record<string, string> = {
  MX: '+52 55 1234 5678',
  CO: '+57 601 234 5678',
  US: '+1 202 555 0123',
};

/** A creator made the way the app makes one: sign-up, role, wizard steps, networks added. */
export async function createCreator(server: TestServer, spec: CreatorSpec): Promise<TestCreator> {
  const { token, user } = await registerWithRole(server, 'influencer');
  const put = async (body: unknown) => {
    const answer = await server.request('PUT', ApiPath.profile, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  await put({
    first_name: spec.first_name ?? 'Ana',
    last_name: spec.last_name ?? 'López',
    birthday: '1995-03-01',
    question_text: 'Creadora de contenido de cocina mexicana.',
  });
  const country = spec.country ?? 'MX';
  await put({
    country,
    telephone: TELEPHONE[country] ?? TELEPHONE.MX,
    languages: spec.languages ?? ['es'],
  });
  await put({ gender: spec.gender ?? 'female', scholarship: 'bachelor' });
  if (spec.vanity_name) await put({ vanity_name: spec.vanity_name });
  const uuids: TestCreator['uuids'] = {};
  for (const network of spec.networks) {
    uuids[network.network] = await addNetwork(server, token, network);
    if (network.er !== undefined || network.aqs !== undefined) {
      await setReported(server, user.id, uuids[network.network] ?? '', network);
    }
  }
  return { id: user.id, token, uuids };
}

export async function addNetwork(
  server: TestServer,
  token: string,
  network: NetworkSpec,
): Promise<string> {
  const answer = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
    token,
    body: {
      network: network.network,
      username: network.username ?? `cuenta.${randomUUID().slice(0, 8)}`,
      followers: network.followers,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.response.user_network.uuid;
}

/**
 * What a sign-in's re-read would store (er, aqs): hand-typed connections carry followers only,
 * and the stand-in networks are not needed to test the finder. The rows are rebuilt as the
 * metrics refresh rebuilds them.
 */
async function setReported(
  server: TestServer,
  userId: string,
  uuid: string,
  network: NetworkSpec,
): Promise<void> {
  const metric = network.network === 'youtube' ? 'subscribers_count' : 'followers_count';
  await server.server.db
    .updateTable('network_metrics')
    .set({
      values: jsonb({
        [metric]: network.followers,
        ...(network.er === undefined ? {} : { er: network.er }),
        ...(network.aqs === undefined ? {} : { aqs: network.aqs }),
      }),
      source: network.network,
    })
    .where('user_network', '=', uuid)
    .execute();
  await refreshCreatorSearch(server.server.db, userId);
}

export async function registerBrand(server: TestServer): Promise<string> {
  return (await registerWithRole(server, 'brand')).token;
}

export function search(
  server: TestServer,
  token: string | undefined,
  query = '',
): Promise<Answer<ListPage<CreatorCard>>> {
  return server.request<ListPage<CreatorCard>>('GET', `${ApiPath.finderSearches}?${query}`, {
    token,
  });
}

/** The ids a search finds, in order (asserting the 200). */
export async function idsFound(
  server: TestServer,
  token: string,
  query: string,
): Promise<string[]> {
  const answer = await search(server, token, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response.results.map((card) => card.id);
}
