import type { PublicNetwork, PublicProfile } from '../../src-shared/domain/public-profile';
import { creatorId } from './finder-builders';

/** One network as `GET /api/v3/profile/{vanityName}` answers it: verified Instagram, read in March. */
export function aPublicNetwork(overrides: Partial<PublicNetwork> = {}): PublicNetwork {
  return {
    network: 'instagram',
    username: 'ana.crea',
    name: 'Ana Crea',
    url: '',
    followers: 12_345,
    connected: true,
    er: 3.456,
    aqs: 78,
    views_avg: null,
    read_at: '2026-03-05T18:00:00.000Z',
    source: 'instagram',
    ...overrides,
  };
}

/** A creator's public profile: Ana, a microinfluencer from Mexico with one network, no prices. */
export function aPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: creatorId(1),
    vanity_name: 'ana.crea',
    role: 'influencer',
    first_name: 'Ana',
    last_name: 'López',
    profile_image: null,
    question_text: 'Cocino recetas mexicanas con ingredientes de temporada.',
    country: 'MX',
    languages: ['es', 'en'],
    prices: [],
    category: 'microinfluencer',
    networks: [aPublicNetwork()],
    ...overrides,
  };
}
