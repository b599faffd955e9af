import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PublicProfile, VanityCheckAnswer } from '../../src-shared/domain/public-profile';
import type { User } from '../../src-shared/domain/user';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Public profile and handle check (/api/v3/profile/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function save(token: string, body: object): Promise<User> {
    const answer = await server.request<User>('PUT', ApiPath.profile, { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response;
  }

  /** A creator with every step filled in, private data included. */
  async function completeCreator(handle: string): Promise<{ token: string; user: User }> {
    const { token } = await registerWithRole(server, 'influencer');
    await save(token, {
      first_name: 'Ana',
      last_name: 'López',
      birthday: '1990-05-17',
      question_text: 'Recetas mexicanas.',
    });
    await save(token, { country: 'MX', telephone: '+52 55 1234 5678', languages: ['es', 'en'] });
    await save(token, { gender: 'female', scholarship: 'bachelor', ethnicity: ['mestizo'] });
    await save(token, { relationship: 'single', pets: ['dog'] });
    const user = await save(token, { vanity_name: handle });
    return { token, user };
  }

  function check(token: string, vanity_name: unknown) {
    return server.request<VanityCheckAnswer>('POST', ApiPath.validateVanity, {
      token,
      body: { vanity_name },
    });
  }

  describe('GET /api/v3/profile/{vanityName}', () => {
    it('shows brands only the country the creator chose: none until chosen, never a default', async () => {
      const { token } = await registerWithRole(server, 'influencer');
      const unchosen = await save(token, { vanity_name: 'sin.pais' });
      expect(unchosen.country).toBe('');
      const before = await server.request<PublicProfile>('GET', ApiPath.publicProfile('sin.pais'));
      expect(before.body.response.country).toBe('');

      await save(token, { country: 'ar', telephone: '+54 11 2345 6789', languages: ['es'] });
      const after = await server.request<PublicProfile>('GET', ApiPath.publicProfile('sin.pais'));
      expect(after.body.response.country).toBe('AR');
    });

    it('answers exactly the public fields, without a token, for the handle in any case', async () => {
      const { user } = await completeCreator('chef.ana');
      for (const handle of ['chef.ana', 'CHEF.Ana']) {
        const answer = await server.request<PublicProfile>('GET', ApiPath.publicProfile(handle));
        expect(answer.status, handle).toBe(200);
        expect(answer.body).toEqual({
          response: {
            id: user.id,
            vanity_name: 'chef.ana',
            role: 'influencer',
            first_name: 'Ana',
            last_name: 'López',
            profile_image: null,
            question_text: 'Recetas mexicanas.',
            country: 'MX',
            languages: ['es', 'en'],
            prices: [],
            category: 'other',
            networks: [],
          },
        });
        expect(Object.keys(answer.body.response).sort()).toEqual([
          'category',
          'country',
          'first_name',
          'id',
          'languages',
          'last_name',
          'networks',
          'prices',
          'profile_image',
          'question_text',
          'role',
          'vanity_name',
        ]);
        const text = JSON.stringify(answer.body);
        for (const secret of [user.email, '+52 55 1234 5678', '1990-05-17', 'mestizo', 'dog']) {
          expect(text, secret).not.toContain(secret);
        }
      }
      // The trailing slash is optional, like every other route.
      expect((await server.request('GET', `${ApiPath.publicProfile('chef.ana')}/`)).status).toBe(
        200,
      );
    });

    it("carries the creator's rate card in USD", async () => {
      const { token } = await completeCreator('tarifas.ana');
      const saved = await server.request('POST', ApiPath.pricing, {
        token,
        body: { network: 'instagram', content_type: 'reel', price: 1500.5 },
      });
      expect(saved.status).toBe(201);
      const answer = await server.request<PublicProfile>(
        'GET',
        ApiPath.publicProfile('tarifas.ana'),
      );
      expect(answer.body.response.prices).toEqual([
        { id: expect.any(String), network: 'instagram', content_type: 'reel', price: 1500.5 },
      ]);
    });

    it('answers the avatar as an absolute URL', async () => {
      const { user } = await completeCreator('con.foto');
      await server.server.db
        .updateTable('users')
        .set({ profile_image: 'avatars/00000000-0000-4000-8000-000000000000.jpg' })
        .where('id', '=', user.id)
        .execute();
      const answer = await server.request<PublicProfile>('GET', ApiPath.publicProfile('con.foto'));
      expect(answer.body.response.profile_image).toBe(
        `${server.url}/media/avatars/00000000-0000-4000-8000-000000000000.jpg`,
      );
    });

    it('answers 404 for unknown handles, brands, and strings that cannot be handles', async () => {
      const brand = await registerWithRole(server, 'brand');
      await save(brand.token, { vanity_name: 'marca.famosa' });
      for (const handle of ['nadie.aqui', 'marca.famosa', 'MARCA.FAMOSA', 'a b', 'x'.repeat(31)]) {
        const answer = await server.request('GET', ApiPath.publicProfile(handle));
        expect(answer.status, handle).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
    });
  });

  describe('POST /api/v3/profile/validate/vanity/', () => {
    it('is true only when another user has the handle, in any case', async () => {
      const owner = await completeCreator('ocupado');
      const other = await registerAccount(server);
      expect((await check(other.token, 'ocupado')).body).toEqual({
        response: { ready_vanity_name: true },
      });
      expect((await check(other.token, 'OCUPADO')).body.response.ready_vanity_name).toBe(true);
      expect((await check(other.token, 'libre.todavia')).body.response.ready_vanity_name).toBe(
        false,
      );
      // One's own current handle is not "in use".
      expect((await check(owner.token, 'Ocupado')).body.response.ready_vanity_name).toBe(false);
    });

    it('validates the handle like the vanity step does', async () => {
      const { token } = await registerAccount(server);
      for (const [vanity_name, message] of [
        ['con espacio', 'Usa solo letras sin acentos, números, punto y guion bajo, sin espacios.'],
        ['ab', 'Tu nombre de usuario debe tener de 3 a 30 caracteres.'],
        ['', 'Elige un nombre para tu URL pública.'],
        [3, 'Elige un nombre para tu URL pública.'],
      ] as const) {
        const answer = await check(token, vanity_name);
        expect(answer.status, String(vanity_name)).toBe(400);
        expect(answer.body.fields).toEqual({ vanity_name: [message] });
      }
    });

    it('needs a token', async () => {
      const answer = await server.request('POST', ApiPath.validateVanity, {
        body: { vanity_name: 'ocupado' },
      });
      expect(answer.status).toBe(401);
    });
  });
});
