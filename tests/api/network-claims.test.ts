import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { CreatorCard, CreatorDetail, PriceItem } from '../../src-shared/domain/finder';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { Database } from '../../src-server/db/schema';
import type { PublicProfile } from '../../src-shared/domain/public-profile';
import { type OAuthStandIn, serverClientOf, startOAuthNetwork } from '../fixtures/oauth-networks';
import { plainTextOf, startSmtpServer, type LocalSmtpServer } from '../fixtures/smtp-server';
import { registerWithRole, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { createCreator, registerBrand, search } from './harness/finder-creators';
import { connectThroughWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 19: a figure typed by hand never shows as verified, and typing an account by hand never
 * takes it from its owner: the owner's sign-in detaches someone else's typed claim (and mails
 * them why), public data by network and username follows the owner, and typing an account its
 * owner verified is refused.
 */

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const TYPED = 9_876_543;

let pinterest: OAuthStandIn;
let smtp: LocalSmtpServer;
beforeAll(async () => {
  [pinterest, smtp] = await Promise.all([startOAuthNetwork('pinterest'), startSmtpServer()]);
});
afterAll(async () => {
  await Promise.all([pinterest?.close(), smtp?.close()]);
});

/** Statements of this database waiting for a lock another transaction holds. */
async function lockWaits(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
    from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
    db,
  );
  return rows[0]?.waiting ?? 0;
}

describeEngines('Verified network accounts (issue 19)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      mail: { smtpUrl: smtp.url },
      social: {
        redirectUri: REDIRECT,
        pinterest: serverClientOf(pinterest),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const handle = () => `tablero_${randomUUID().slice(0, 8)}`;

  /** The owner of `username` signs in to Pinterest: the stand-in vouches for 800 followers. */
  async function signIn(token: string, username: string): Promise<NetworkConnection> {
    pinterest.setAccount({ id: `id${username}`, username, name: 'Tableros', followers: 800 });
    const answer = await connectThroughWindow(server, token, 'pinterest', REDIRECT);
    expect(answer.user_network).toMatchObject({ username, connected: true, followers: 800 });
    return answer.user_network;
  }

  const typeIn = (token: string, username: string) =>
    server.request('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'pinterest', username, followers: TYPED },
    });

  const networksOf = async (token: string) =>
    (await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, { token })).body
      .response.results;

  const priceAt = async (token: string, price: number) => {
    const answer = await server.request('POST', ApiPath.pricing, {
      token,
      body: { network: 'instagram', content_type: 'reel', price },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  };

  const weaverPrices = async (username: string) => {
    const answer = await server.request<{ results: PriceItem[] }>(
      'GET',
      ApiPath.weaverPricing('pinterest', username),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results.map((line) => line.price);
  };

  it('shows typed followers on a verified connection without the badge, everywhere brands look', async () => {
    const vanity = `vz${randomUUID().slice(0, 8)}`;
    const creator = await createCreator(server, { vanity_name: vanity, networks: [] });
    const username = handle();
    const verified = await signIn(creator.token, username);
    const edit = await server.request('POST', ApiPath.updateNetwork(verified.uuid), {
      token: creator.token,
      body: { network: 'pinterest', username, followers: TYPED },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const typed = { username, followers: TYPED, connected: false };
    const brand = await registerBrand(server);
    const found = await search(server, brand, `username=${username}`);
    const [card] = found.body.response.results as CreatorCard[];
    expect(card?.networks).toEqual([expect.objectContaining(typed)]);
    const page = await server.request<CreatorDetail>('GET', ApiPath.finderCreator(creator.id), {
      token: brand,
    });
    expect(page.body.response.networks).toEqual([
      expect.objectContaining({ ...typed, source: 'manual' }),
    ]);
    const profile = await server.request<PublicProfile>('GET', ApiPath.publicProfile(vanity));
    expect(profile.body.response.networks).toEqual([expect.objectContaining(typed)]);
  });

  // PGlite serves one statement at a time, so no edit can wait on a row lock there.
  it.skipIf(engine.name === 'PGlite')(
    "drops the badge when a sign-in lands between an edit's read and its write",
    async () => {
      const { token } = await registerWithRole(server);
      const username = handle();
      const { uuid } = await signIn(token, username);
      const edit = (followers: number) =>
        server.request('POST', ApiPath.updateNetwork(uuid), {
          token,
          body: { network: 'pinterest', username, followers },
        });
      expect((await edit(TYPED)).status).toBe(200);

      const db = server.server.db;
      const { pending } = await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('user_networks')
          .select('uuid')
          .where('uuid', '=', uuid)
          .forUpdate()
          .execute();
        // The edit reads the typed row, then its write waits for this transaction.
        const pending = edit(TYPED + 1);
        await expect.poll(() => lockWaits(db), { timeout: 10_000 }).toBeGreaterThan(0);
        // Meanwhile a sign-in stores the network's own count, verified.
        await trx
          .updateTable('user_networks')
          .set({ connected: true, followers: 800 })
          .where('uuid', '=', uuid)
          .execute();
        // Wrapped: the transaction must commit without waiting for the edit it blocks.
        return { pending };
      });
      expect((await pending).status).toBe(200);
      expect(await networksOf(token)).toEqual([
        expect.objectContaining({ connected: false, followers: TYPED + 1 }),
      ]);
    },
  );

  it("detaches a typed claim when the account's owner signs in, tells the claimant, and public pricing follows the owner", async () => {
    const squatterEmail = uniqueEmail('ocupa');
    const squatter = await registerWithRole(server, 'influencer', squatterEmail);
    const owner = await registerWithRole(server);
    await priceAt(squatter.token, 999);
    await priceAt(owner.token, 120);
    const username = handle();
    expect((await typeIn(squatter.token, username)).status).toBe(201);
    expect(await weaverPrices(username)).toEqual([999]);

    // The owner signs in to the account written in another case: still the same account.
    const connection = await signIn(owner.token, username.toUpperCase());

    expect(await networksOf(owner.token)).toEqual([connection]);
    expect(await networksOf(squatter.token)).toEqual([]);
    expect(await weaverPrices(username)).toEqual([120]);
    const brand = await registerBrand(server);
    const found = await search(server, brand, `username=${username}`);
    expect(found.body.response.results.map((card) => card.id)).toEqual([owner.user.id]);

    const mail = await smtp.next();
    expect(mail.to).toEqual([squatterEmail]);
    const text = plainTextOf(mail.raw);
    expect(text).toContain(`Quitamos la cuenta @${username} de Pinterest de tu perfil`);
    expect(text).toContain('iniciando sesión en Pinterest');
  });

  it('refuses to type, add or edit into, an account someone else verified', async () => {
    const owner = await registerWithRole(server);
    const username = handle();
    const verified = await signIn(owner.token, username);
    const claimant = await registerWithRole(server);

    const refusal = {
      code: 'accountNetwrokExists',
      message: expect.stringContaining('ya está verificada en otro perfil'),
    };
    const added = await typeIn(claimant.token, username.toUpperCase());
    expect(added.status).toBe(409);
    expect(added.body).toEqual(refusal);
    const own = await server.request<{ user_network: NetworkConnection }>(
      'POST',
      ApiPath.addNetwork,
      { token: claimant.token, body: { network: 'pinterest', username: handle(), followers: 1 } },
    );
    const edited = await server.request(
      'POST',
      ApiPath.updateNetwork(own.body.response.user_network.uuid),
      {
        token: claimant.token,
        body: { network: 'pinterest', username, followers: TYPED },
      },
    );
    expect(edited.status).toBe(409);
    expect(edited.body).toEqual(refusal);
    expect(await networksOf(owner.token)).toEqual([verified]);
  });
});
