import type { ListPage } from '../../src-shared/api/envelope';
import type {
  CreatorCard,
  CreatorCardNetwork,
  CreatorDetail,
  CreatorDetailNetwork,
  ProfileViews,
} from '../../src-shared/domain/finder';

/** Record ids are UUIDs on the wire; the n-th test creator gets its own. */
export const creatorId = (n: number): string =>
  `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function aCardNetwork(overrides: Partial<CreatorCardNetwork> = {}): CreatorCardNetwork {
  return {
    network: 'instagram',
    username: 'ana.crea',
    followers: 12_345,
    connected: true,
    er: 3.456,
    aqs: 78,
    read_at: '2026-03-05T18:00:00.000Z',
    ...overrides,
  };
}

export function aCreatorCard(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return {
    id: creatorId(1),
    vanity_name: 'ana.crea',
    first_name: 'Ana',
    last_name: 'López',
    profile_image: null,
    country: 'MX',
    category: 'microinfluencer',
    max_followers: 12_345,
    networks: [aCardNetwork()],
    shortlisted: false,
    ...overrides,
  };
}

/** A network as the creator page shows it: public figures, no history yet, no audience. */
export function aDetailNetwork(
  overrides: Partial<CreatorDetailNetwork> = {},
): CreatorDetailNetwork {
  return {
    ...aCardNetwork(),
    name: '',
    url: '',
    source: 'instagram',
    views_avg: null,
    trend: { points: [], change_30d: null },
    audience: null,
    ...overrides,
  };
}

export function aCreatorDetail(overrides: Partial<CreatorDetail> = {}): CreatorDetail {
  return {
    ...aCreatorCard(),
    question_text: 'Cocino recetas mexicanas con ingredientes de temporada.',
    languages: ['es', 'en'],
    networks: [aDetailNetwork()],
    portfolio: [],
    prices: [],
    interests: [],
    collaborations: [],
    ...overrides,
  };
}

export function someProfileViews(overrides: Partial<ProfileViews> = {}): ProfileViews {
  return {
    max_views: 30,
    used: 3,
    remaining: 27,
    resets_at: '2026-04-01T00:00:00.000Z',
    extra_views: 0,
    ...overrides,
  };
}

/**
 * A finder whose search matches `total` creators and builds each requested page on the fly, so
 * a 10,000-result search costs only the pages actually read.
 */
export function pagedCreators(total: number) {
  return async ({ page = 1, size_page = 20 }: { page?: number; size_page?: number }) => {
    const start = (page - 1) * size_page;
    const results = Array.from(
      { length: Math.max(0, Math.min(size_page, total - start)) },
      (_, index) =>
        aCreatorCard({
          id: creatorId(start + index + 1),
          first_name: `Creador ${start + index + 1}`,
          last_name: '',
          vanity_name: `creador${start + index + 1}`,
        }),
    );
    const answer: ListPage<CreatorCard> = { results, count: total, page, size_page };
    return { ok: true as const, value: answer };
  };
}
