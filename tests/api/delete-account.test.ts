import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { User } from '../../src-shared/domain/user';
import { PASSWORD, registerWithRole, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { createCreator, searchTag } from './harness/finder-creators';
import {
  apply,
  createBrand,
  createCall,
  openCall,
  registerBrand,
  registerCreator,
  sendProposal,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';

const CONFIRM = 'ELIMINAR';

describeEngines('Delete account (POST /api/v1/accounts/delete-account/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const deleteAccount = (token: string | undefined, body: unknown) =>
    server.request<{ deleted: true }>('POST', ApiPath.deleteAccount, { token, body });
  const status = async (token: string) =>
    (await server.request('GET', ApiPath.profile, { token })).status;
  const fileOf = (url: string) =>
    join(server.server.mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));
  const rowsOf = async (
    table:
      | 'user_networks'
      | 'creator_prices'
      | 'creator_interests'
      | 'briefcase_items'
      | 'influencer_settings'
      | 'password_reset_tokens'
      | 'creator_search',
    userId: string,
  ) =>
    (
      await server.server.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', userId)
        .execute()
    ).length;

  async function png(): Promise<Buffer> {
    return sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer();
  }

  it('removes a creator’s data and files, and no token of theirs works afterwards', async () => {
    const vanity = `borrar_${searchTag()}`;
    const creator = await createCreator(server, {
      vanity_name: vanity,
      networks: [{ network: 'instagram', followers: 12_000 }],
    });
    const { token } = creator;
    const me = (await server.request<User>('GET', ApiPath.profile, { token })).body.response;
    const second = (
      await server.request<{ token: string }>('POST', ApiPath.login, {
        body: { email: me.email, password: PASSWORD },
      })
    ).body.response.token;

    const avatar = new FormData();
    avatar.append('profile_image', new Blob([new Uint8Array(await png())]), 'yo.png');
    const withAvatar = await server.request<User>('PUT', ApiPath.profileImage, {
      token,
      form: avatar,
    });
    const piece = new FormData();
    piece.append('file_for_profile', new Blob([new Uint8Array(await png())]), 'pieza.png');
    const item = (
      await server.request<BriefcaseItem>('POST', ApiPath.briefcase, { token, form: piece })
    ).body.response;
    await server.request('POST', ApiPath.pricing, {
      token,
      body: { network: 'instagram', content_type: 'reel', price: 300 },
    });
    await server.request('POST', ApiPath.addInterest, { token, body: { interest: 'food' } });
    await server.request('PUT', ApiPath.influencerProfile, {
      token,
      body: { open_to_offers: false, minimum_budget: 500 },
    });
    await server.request('POST', ApiPath.sendPassword, { body: { email: me.email } });
    const files = [withAvatar.body.response.profile_image ?? '', item.image_url].map(fileOf);
    for (const file of files) expect(existsSync(file)).toBe(true);
    expect(await rowsOf('creator_search', me.id)).toBe(1);

    const wrong = await deleteAccount(token, { password: 'no-es-esta', confirmation: CONFIRM });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'password_incorrect',
      message: 'La contraseña no es correcta.',
    });
    const without = await deleteAccount(token, { confirmation: CONFIRM });
    expect(without.body.code).toBe('password_incorrect');
    const unconfirmed = await deleteAccount(token, { password: PASSWORD, confirmation: 'si' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fields).toEqual({ confirmation: ['Escribe ELIMINAR para confirmar.'] });
    expect(await status(token)).toBe(200);
    expect(await rowsOf('briefcase_items', me.id)).toBe(1);

    const deleted = await deleteAccount(token, { password: PASSWORD, confirmation: CONFIRM });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body).toEqual({ response: { deleted: true } });

    expect(await status(token)).toBe(401);
    expect(await status(second)).toBe(401);
    expect((await deleteAccount(token, { confirmation: CONFIRM })).status).toBe(401);
    const login = await server.request('POST', ApiPath.login, {
      body: { email: me.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    // The address is free for a new account.
    const again = await server.request('POST', ApiPath.register, {
      body: { email: me.email, password: PASSWORD },
    });
    expect(again.status).toBe(201);

    for (const table of [
      'user_networks',
      'creator_prices',
      'creator_interests',
      'briefcase_items',
      'influencer_settings',
      'password_reset_tokens',
      'creator_search',
    ] as const) {
      expect(await rowsOf(table, me.id), table).toBe(0);
    }
    for (const file of files) expect(existsSync(file)).toBe(false);
    const row = await server.server.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${me.id}@invalid`,
      password_hash: null,
      google_sub: null,
      facebook_id: null,
      first_name: '',
      last_name: '',
      profile_image: null,
      question_text: '',
      telephone: '',
      vanity_name: null,
      role: 'influencer',
    });
    expect(row.meta_info.birthday).toBeNull();
    expect((await server.request('GET', ApiPath.publicProfile(vanity))).status).toBe(404);
  });

  it('lets an account without a password confirm with the word alone', async () => {
    const { token, user } = await registerWithRole(server, 'influencer', uniqueEmail('google'));
    await server.server.db
      .updateTable('users')
      .set({ password_hash: null, google_sub: `sub-${user.id}` })
      .where('id', '=', user.id)
      .execute();
    const answer = await deleteAccount(token, { confirmation: CONFIRM });
    expect(answer.status).toBe(200);
    expect(await status(token)).toBe(401);
    const row = await server.server.db
      .selectFrom('users')
      .select(['google_sub', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ google_sub: null, email: `deleted-${user.id}@invalid` });
  });

  it('closes what a brand leaves behind and keeps what creators still need', async () => {
    const brand = await registerBrand(server, 'Refresco Sol');
    const unused = await createBrand(server, brand.token, 'Marca sin uso');
    const creator = await registerCreator(server);
    const call = await openCall(server, brand);
    const draft = await createCall(server, brand);
    const application = await apply(server, creator, call.id);
    const proposal = await sendProposal(server, brand, creator.user.id);

    const answer = await deleteAccount(brand.token, { password: PASSWORD, confirmation: CONFIRM });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await status(brand.token)).toBe(401);

    // The creator still sees the proposal, declined by the brand's side, and the brand renamed.
    const seen = await server.request<Proposal>('GET', ApiPath.proposal(proposal.id), {
      token: creator.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.response).toMatchObject({
      status: 'declined',
      turn: null,
      brand: { id: brand.brand.id, name: 'Marca eliminada', logo: null },
    });
    expect(seen.body.response.rounds.map((round) => [round.author, round.action])).toEqual([
      ['brand', 'sent'],
      ['brand', 'declined'],
    ]);
    expect(
      (
        await server.request('POST', ApiPath.castingCallApply(call.id), {
          token: (await registerCreator(server)).token,
          body: { price: 100 },
        })
      ).status,
    ).toBe(409);

    const calls = await server.server.db
      .selectFrom('casting_calls')
      .select(['id', 'status'])
      .where('owner_id', '=', brand.user.id)
      .execute();
    expect(calls).toEqual([{ id: call.id, status: 'closed' }]);
    expect(calls.some((row) => row.id === draft.id)).toBe(false);
    const brands = await server.server.db
      .selectFrom('brands')
      .select('id')
      .where('owner_id', '=', brand.user.id)
      .execute();
    expect(brands.map((row) => row.id)).toEqual([brand.brand.id]);
    expect(brands.some((row) => row.id === unused.id)).toBe(false);
    // Decided history stays; the application was still open, so it stays for the creator too.
    const applications = await server.server.db
      .selectFrom('casting_applications')
      .select('id')
      .where('id', '=', application.id)
      .execute();
    expect(applications).toHaveLength(1);
  });

  it('withdraws a leaving creator’s open applications', async () => {
    const brand = await registerBrand(server);
    const creator = await registerCreator(server);
    const call = await openCall(server, brand);
    const application = await apply(server, creator, call.id);
    expect(
      (await deleteAccount(creator.token, { password: PASSWORD, confirmation: CONFIRM })).status,
    ).toBe(200);
    const left = await server.server.db
      .selectFrom('casting_applications')
      .select('id')
      .where('id', '=', application.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await deleteAccount(undefined, { confirmation: CONFIRM })).status).toBe(401);
  });
});
