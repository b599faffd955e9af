import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINDER_SORTS } from '../../src-shared/domain/finder';
import { searchCountSql, searchPageSql } from '../../src-server/finder/search-creators';
import { describeEngines } from './harness/engines';
import {
  createCreator,
  idsFound,
  registerBrand,
  search,
  searchTag,
} from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

/** Issue 14: the finder's `sort` (followers or er, each way), on a network or the best figure. */
describeEngines('Finder sort (GET /api/v1/finder/searches/?sort=)', (engine) => {
  let server: TestServer;
  let brand: string;
  let tag: string;
  /** Creators by name: best figures and their Instagram's differ on purpose. */
  const ids: Record<'ana' | 'beto' | 'cata' | 'dani', string> = {
    ana: '',
    beto: '',
    cata: '',
    dani: '',
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    brand = await registerBrand(server);
    tag = searchTag();
    const made = async (networks: Parameters<typeof createCreator>[1]['networks']) =>
      (await createCreator(server, { last_name: tag, networks })).id;
    // Best figures: followers ana 900k > beto 300k > cata 40k > dani 2k;
    // er beto 6 > dani 4 > ana 1.5, cata none.
    ids.ana = await made([
      { network: 'instagram', followers: 20_000, er: 1.5 },
      { network: 'tiktok', followers: 900_000 },
    ]);
    ids.beto = await made([{ network: 'instagram', followers: 300_000, er: 6 }]);
    ids.cata = await made([{ network: 'instagram', followers: 40_000 }]);
    ids.dani = await made([
      { network: 'instagram', followers: 2_000, er: 4 },
      { network: 'youtube', followers: 1_000, er: 0.5 },
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const found = (query: string) => idsFound(server, brand, `username=${tag}&${query}`);

  it("orders by the creator's best followers, largest or smallest first", async () => {
    const { ana, beto, cata, dani } = ids;
    expect(await found('sort=followers_desc')).toEqual([ana, beto, cata, dani]);
    expect(await found('sort=followers_asc')).toEqual([dani, cata, beto, ana]);
  });

  it("orders by the creator's best er both ways, creators without one last", async () => {
    const { ana, beto, cata, dani } = ids;
    expect(await found('sort=er_desc')).toEqual([beto, dani, ana, cata]);
    expect(await found('sort=er_asc')).toEqual([ana, dani, beto, cata]);
  });

  it("orders by the chosen network's figures when a network is given", async () => {
    const { ana, beto, cata, dani } = ids;
    expect(await found('network=instagram&sort=followers_desc')).toEqual([beto, cata, ana, dani]);
    expect(await found('network=instagram&sort=followers_asc')).toEqual([dani, ana, cata, beto]);
    expect(await found('network=instagram&sort=er_desc')).toEqual([beto, dani, ana, cata]);
    expect(await found('network=instagram&sort=er_asc')).toEqual([ana, dani, beto, cata]);
    // Dani's YouTube er (0.5) is that network's, not the best (4).
    expect(await found('network=youtube&sort=er_desc')).toEqual([dani]);
  });

  it('sorts after filtering, and pages follow the sort', async () => {
    const { beto, cata, dani } = ids;
    expect(await found('followers_max=500000&sort=followers_asc')).toEqual([dani, cata, beto]);
    const first = await search(server, brand, `username=${tag}&sort=er_desc&size_page=2`);
    const second = await search(server, brand, `username=${tag}&sort=er_desc&size_page=2&page=2`);
    expect(
      [...first.body.response.results, ...second.body.response.results].map((card) => card.id),
    ).toEqual(await found('sort=er_desc'));
  });

  it('keeps the default order without a sort: category, then followers', async () => {
    const { ana, beto, cata, dani } = ids;
    expect(await found('')).toEqual([ana, beto, cata, dani]);
  });

  it('refuses an unknown sort with a Spanish message on the field', async () => {
    for (const bad of ['followers', 'er', 'FOLLOWERS_DESC', 'name_asc']) {
      const answer = await search(server, brand, `sort=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(answer.body.fields).toEqual({ sort: ['Elige una opción de la lista.'] });
    }
  });

  describe('query plans', () => {
    /**
     * The plan of a page with sequential scans and sorts priced out: when an index yields the
     * order, the plan reads it and sorts nothing. (At 100,000 creators the planner picks these
     * plans on its own; `npm run bench` prints them.)
     */
    async function planOf(
      statement: RawBuilder<unknown>,
      settings = [sql`set local enable_seqscan = off`, sql`set local enable_sort = off`],
    ): Promise<string> {
      return server.server.db.transaction().execute(async (trx) => {
        for (const setting of settings) await setting.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    }

    it('reads every sort from an index, with and without a network', async () => {
      for (const sort of FINDER_SORTS) {
        for (const network of [undefined, 'instagram'] as const) {
          const filters = { sort, ...(network ? { network } : {}) };
          const plan = await planOf(searchPageSql(filters, { offset: 0, limit: 20 }));
          const label = `${sort} ${network ?? 'best'}:\n${plan}`;
          expect(plan, label).toMatch(/Index (Only )?Scan/);
          expect(plan, label).not.toMatch(/Sort/);
        }
      }
    });

    it("counts a filter on the creator's own columns from the filter index alone", async () => {
      const filters = { category: 'microinfluencer', gender: 'female', language: 'en' } as const;
      const plan = await planOf(searchCountSql(filters), [
        sql`set local enable_seqscan = off`,
        sql`set local enable_bitmapscan = off`,
      ]);
      expect(plan).toMatch(/Index Only Scan using creator_search_filter_idx/);
    });
  });
});
