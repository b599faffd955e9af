import { expect, type Page } from '@playwright/test';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { uniqueEmail } from './flows';

/** One account an agency holds, as the core API is told about it. */
export interface AgencyAccount {
  email: string;
  password: string;
  role: 'influencer' | 'brand';
  /** A creator's first and last name; a brand's company name. */
  firstName: string;
  lastName: string;
  /** A creator's public handle. */
  handle: string | null;
  /** A creator's Instagram followers, typed by hand (issue 33's roster sorts by them). */
  followers?: number;
}

/** An account as the core API registered it: its user id and a token to act as it. */
export interface SeededAccount {
  account: AgencyAccount;
  userId: string;
  token: string;
}

/** How the switcher names the account: a creator by their name, a brand by its company. */
export const shownName = (account: AgencyAccount): string =>
  [account.firstName, account.lastName].filter(Boolean).join(' ');

async function api<T>(
  apiUrl: string,
  method: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(answer.ok, `${method} ${path}: ${answer.status} ${await answer.clone().text()}`).toBe(
    true,
  );
  return ((await answer.json()) as { response: T }).response;
}

/** Registers the account with the core API and fills what the switcher shows of it. */
async function seedOne(apiUrl: string, account: AgencyAccount): Promise<SeededAccount> {
  const { email, password, role } = account;
  const { token, user } = await api<{ token: string; user: { id: string } }>(
    apiUrl,
    'POST',
    '/api/v1/accounts/register/',
    { email, password },
  );
  const seeded = { account, userId: user.id, token };
  await api(apiUrl, 'POST', '/api/v1/accounts/define-role/', { role }, token);
  if (role === 'brand') {
    const company = {
      name: shownName(account),
      country: 'MX',
      industry: 'beverages',
      size: '1-10',
    };
    await api(apiUrl, 'POST', '/api/v1/accounts/account-company/', company, token);
    return seeded;
  }
  const profile = {
    first_name: account.firstName,
    last_name: account.lastName,
    birthday: '1995-04-12',
    question_text: 'Creo contenido de viajes y cocina.',
  };
  await api(apiUrl, 'PUT', '/api/v1/accounts/profile/', profile, token);
  if (account.handle) {
    await api(apiUrl, 'PUT', '/api/v1/accounts/profile/', { vanity_name: account.handle }, token);
  }
  if (account.followers !== undefined) {
    const network = {
      network: 'instagram',
      username: account.handle ?? email.split('@')[0],
      followers: account.followers,
    };
    await api(apiUrl, 'POST', '/api/v1/accounts/profile/networks/add/', network, token);
  }
  return seeded;
}

/** Seeds the accounts through the core API, a few at a time (two cores, scrypt per sign-up). */
export async function seedAgencyAccounts(
  apiUrl: string,
  accounts: AgencyAccount[],
  parallel = 4,
): Promise<SeededAccount[]> {
  const seeded: SeededAccount[] = [];
  for (let start = 0; start < accounts.length; start += parallel) {
    const batch = accounts.slice(start, start + parallel);
    seeded.push(...(await Promise.all(batch.map((a) => seedOne(apiUrl, a)))));
  }
  return seeded;
}

/**
 * A brand's proposal to a creator, sent through the core API as the brand: the brand gets a
 * brand (its company exists) the first time.
 */
export async function sendProposalThroughApi(
  apiUrl: string,
  brand: SeededAccount,
  creator: SeededAccount,
  message: string,
): Promise<{ id: string }> {
  const brands = await fetch(`${apiUrl}/api/v1/brands/`, {
    headers: { Authorization: `Bearer ${brand.token}` },
  }).then(
    async (answer) => (await answer.json()) as { response: { results: Array<{ id: string }> } },
  );
  const brandId =
    brands.response.results[0]?.id ??
    (
      await api<{ id: string }>(
        apiUrl,
        'POST',
        '/api/v1/brands/',
        { name: brand.account.firstName, industry: 'beverages', website: '', description: '' },
        brand.token,
      )
    ).id;
  return api<{ id: string }>(
    apiUrl,
    'POST',
    '/api/v3/proposals/',
    {
      brand_id: brandId,
      creator_id: creator.userId,
      deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 1 }],
      price: 900,
      start_date: '2027-03-01',
      end_date: '2027-03-20',
      message,
    },
    brand.token,
  );
}

/**
 * Signs every account in on this desktop the cheapest way the app offers: the page's own bridge
 * (`signIn`, the call the sign-in form makes), one after the other, with no screen in between;
 * then reloads, so the app starts from main's session like after a restart. The last one signed
 * in is the account in use.
 */
export async function signInAgencyAccounts(page: Page, accounts: AgencyAccount[]): Promise<void> {
  const credentials = accounts.map(({ email, password }) => ({ email, password }));
  const failures = await page.evaluate(async (all) => {
    const bridge = (globalThis as unknown as { bridge: BridgeApi }).bridge;
    const failed: string[] = [];
    for (const one of all) {
      const outcome = await bridge.signIn(one);
      if (!outcome.ok) failed.push(`${one.email}: ${outcome.error.code}`);
    }
    return failed;
  }, credentials);
  expect(failures).toEqual([]);
  await page.reload();
}

const CREATOR_FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fernando', 'Gabriela'];
const CREATOR_LAST = ['Acosta', 'Benítez', 'Cárdenas', 'Domínguez'];
const COMPANY_FIRST = ['Café', 'Té', 'Panadería', 'Helados', 'Jugos'];
const COMPANY_LAST = ['Aurora', 'Boreal', 'Cenit', 'Delta', 'Estrella'];

/**
 * `creators` creators and `brands` brands with names that differ, the creators with handles,
 * plus `extra` (a creator to look for) in the middle; creators and brands alternate so the last
 * one signed in is a brand.
 */
export function agencyAccounts(
  creators: number,
  brands: number,
  extra: Omit<AgencyAccount, 'email' | 'password' | 'role'>,
): AgencyAccount[] {
  const password = 'contraseña-agencia';
  const creatorList: AgencyAccount[] = Array.from({ length: creators }, (_, index) => {
    const firstName = CREATOR_FIRST[index % CREATOR_FIRST.length]!;
    // 7 × 4 different names: enough for 28 creators without numbering people.
    const lastName = CREATOR_LAST[Math.floor(index / CREATOR_FIRST.length) % CREATOR_LAST.length]!;
    return {
      email: uniqueEmail(`creador${index + 1}`),
      password,
      role: 'influencer',
      firstName,
      lastName,
      handle: `creador_${index + 1}_${Date.now() % 100000}`,
    };
  });
  const brandList: AgencyAccount[] = Array.from({ length: brands }, (_, index) => ({
    email: uniqueEmail(`marca${index + 1}`),
    password,
    role: 'brand',
    firstName: `${COMPANY_FIRST[index % COMPANY_FIRST.length]!} ${COMPANY_LAST[Math.floor(index / COMPANY_FIRST.length) % COMPANY_LAST.length]!}`,
    lastName: '',
    handle: null,
  }));
  creatorList.splice(Math.floor(creators / 2), 0, {
    email: uniqueEmail('buscada'),
    password,
    role: 'influencer',
    ...extra,
  });
  const all: AgencyAccount[] = [];
  for (let index = 0; index < Math.max(creatorList.length, brandList.length); index += 1) {
    if (creatorList[index]) all.push(creatorList[index]!);
    if (brandList[index]) all.push(brandList[index]!);
  }
  return all;
}
