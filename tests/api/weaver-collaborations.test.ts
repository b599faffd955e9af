import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { Collaboration } from '../../src-shared/domain/finder';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { describeEngines } from './harness/engines';
import { registerWithRole } from './harness/accounts';
import { registerBrand, sendProposal, termsInput } from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME } from './harness/answer-patterns';

describeEngines(
  'Weaver collaborations (GET /api/v2/weaver/collaborations/{network}/{username}/)',
  (engine) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    function collaborations(network: string, username: string) {
      return server.request<{ results: Collaboration[] }>(
        'GET',
        ApiPath.weaverCollaborations(network, username),
      );
    }

    async function creatorOn(network: 'instagram' | 'tiktok', username: string) {
      const creator = await registerWithRole(server, 'influencer');
      await insertNetwork(
        server.server.db,
        creator.user.id,
        { network, username, followers: 5_000 },
        new Date(),
      );
      return creator;
    }

    function accept(token: string, id: string) {
      return server.request('POST', ApiPath.proposalAction(id, 'accept'), { token });
    }

    it('lists a creator’s accepted proposals, newest first, with the brand and the networks, publicly', async () => {
      const creator = await creatorOn('instagram', 'Ana.Cocina');
      const sol = await registerBrand(server, 'Refresco Sol');
      const luna = await registerBrand(server, 'Galletas Luna');

      const older = await sendProposal(server, sol, creator.user.id);
      expect((await accept(creator.token, older.id)).status).toBe(200);
      server.clock.advance(1000);
      const newer = await sendProposal(server, luna, creator.user.id, {
        deliverables: [
          { network: 'youtube', content_type: 'short', quantity: 1 },
          { network: 'youtube', content_type: 'video', quantity: 1 },
          { network: 'instagram', content_type: 'story', quantity: 4 },
        ],
      });
      // The brand accepts the creator's counter: a deal all the same.
      await server.request('POST', ApiPath.proposalAction(newer.id, 'counter'), {
        token: creator.token,
        body: termsInput({
          deliverables: [
            { network: 'youtube', content_type: 'short', quantity: 1 },
            { network: 'youtube', content_type: 'video', quantity: 1 },
            { network: 'instagram', content_type: 'story', quantity: 4 },
          ],
        }),
      });
      expect((await accept(luna.token, newer.id)).status).toBe(200);
      server.clock.reset();
      // Still open or declined: no collaboration.
      await sendProposal(server, sol, creator.user.id);
      const declined = await sendProposal(server, luna, creator.user.id);
      await server.request('POST', ApiPath.proposalAction(declined.id, 'decline'), {
        token: creator.token,
      });

      // Logos are stored as media paths and answered as absolute URLs.
      await server.server.db
        .updateTable('brands')
        .set({ logo: 'logos/sol.png' })
        .where('id', '=', sol.brand.id)
        .execute();

      const answer = await collaborations('instagram', 'ana.cocina');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual({
        results: [
          {
            id: newer.id,
            brand: { id: luna.brand.id, name: 'Galletas Luna', logo: null },
            networks: ['youtube', 'instagram'],
            accepted_at: expect.stringMatching(ISO_DATE_TIME),
          },
          {
            id: older.id,
            brand: {
              id: sol.brand.id,
              name: 'Refresco Sol',
              logo: `${server.url}/media/logos/sol.png`,
            },
            networks: ['instagram', 'tiktok'],
            accepted_at: expect.stringMatching(ISO_DATE_TIME),
          },
        ],
      });
      expect((await collaborations('INSTAGRAM', 'ANA.COCINA')).body.response.results).toHaveLength(
        2,
      );
    });

    it('answers an empty list for a creator without deals', async () => {
      await creatorOn('tiktok', 'sin_tratos');
      const answer = await collaborations('tiktok', 'sin_tratos');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toEqual({ results: [] });
    });

    it('answers 404 for an unknown creator, an unknown network or a brand’s account', async () => {
      await creatorOn('tiktok', 'conocida');
      expect((await collaborations('tiktok', 'desconocida')).status).toBe(404);
      expect((await collaborations('myspace', 'conocida')).status).toBe(404);
      expect((await collaborations('instagram', 'conocida')).status).toBe(404);
      const brand = await registerWithRole(server, 'brand');
      await insertNetwork(
        server.server.db,
        brand.user.id,
        { network: 'tiktok', username: 'una_marca' },
        new Date(),
      );
      const answer = await collaborations('tiktok', 'una_marca');
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    });
  },
);
