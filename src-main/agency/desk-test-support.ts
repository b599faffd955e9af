import type { AccountSummary } from '../../src-shared/bridge/contract';
import type { Collaboration, CollaborationItem } from '../../src-shared/domain/collaboration';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { Proposal } from '../../src-shared/domain/proposal';
import { emptyMetaInfo, type User } from '../../src-shared/domain/user';
import type { DeskSource } from './desk-source';

/** Builders for the desk's Node tests: only the fields the desk reads are meaningful. */

export const NOW = new Date('2026-12-07T18:00:00.000Z');

export function deskUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    role: 'influencer',
    permissions: [],
    first_name: 'Ana',
    last_name: 'López',
    profile_image: null,
    question_text: '',
    telephone: '',
    country: 'MX',
    meta_info: emptyMetaInfo(),
    vanity_name: null,
    ...overrides,
  };
}

export function deskAccount(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id: 'embedded#user-1',
    email: 'ana@example.com',
    role: 'influencer',
    displayName: 'Ana López',
    handle: 'ana.cocina',
    avatarUrl: null,
    server: 'embedded',
    syncedAt: '2026-12-07T17:00:00.000Z',
    ...overrides,
  };
}

export function deskNetwork(overrides: Partial<NetworkConnection> = {}): NetworkConnection {
  return {
    uuid: 'net-1',
    network: 'instagram',
    username: 'ana.cocina',
    name: 'Ana',
    followers: 1_000,
    connected: true,
    is_channel: false,
    url: '',
    metrics: {
      values: { followers_count: 1_000, er: 3.4 },
      read_at: '2026-12-06T12:00:00.000Z',
      source: 'instagram',
    },
    trend: { points: [], change_30d: null },
    access: { state: 'ok', expires_at: null, reason: null },
    ...overrides,
  };
}

export function deskProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 'proposal-1',
    brand: { id: 'brand-1', name: 'Café Aurora', logo: null },
    creator: {
      id: 'user-1',
      first_name: 'Ana',
      last_name: 'López',
      vanity_name: 'ana.cocina',
      profile_image: null,
    },
    status: 'sent',
    turn: 'creator',
    application_id: null,
    platform_fee_percent: 10,
    rounds: [
      {
        id: 'round-1',
        author: 'brand',
        action: 'sent',
        deliverables: [],
        price: 500,
        start_date: '2026-12-10',
        end_date: '2026-12-20',
        message: '',
        revision_rounds: 2,
        created_at: '2026-12-06T10:00:00.000Z',
      },
    ],
    deliverables: [],
    price: 500,
    start_date: '2026-12-10',
    end_date: '2026-12-20',
    message: '',
    revision_rounds: 2,
    created_at: '2026-12-06T10:00:00.000Z',
    updated_at: '2026-12-06T10:00:00.000Z',
    ...overrides,
  };
}

export function deskItem(overrides: Partial<CollaborationItem> = {}): CollaborationItem {
  return {
    id: 'item-1',
    collaboration_id: 'collab-1',
    network: 'instagram',
    content_type: 'reel',
    number: 1,
    due_date: '2026-12-20',
    status: 'pending',
    revisions_used: 0,
    cancel_request: null,
    post_url: null,
    published_at: null,
    figures_readable: true,
    waiting_since: null,
    versions: [],
    events: [],
    figures: [],
    figures_problem: null,
    updated_at: '2026-12-05T10:00:00.000Z',
    ...overrides,
  };
}

export function deskCollaboration(
  items: CollaborationItem[],
  overrides: Partial<Collaboration> = {},
): Collaboration {
  return {
    id: 'collab-1',
    proposal_id: 'proposal-1',
    brand: { id: 'brand-1', name: 'Café Aurora', logo: null },
    creator: {
      id: 'user-1',
      first_name: 'Ana',
      last_name: 'López',
      vanity_name: 'ana.cocina',
      profile_image: null,
    },
    price: 500,
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    revision_rounds: 2,
    status: 'active',
    money_status: 'funded',
    item_counts: {},
    items_total: items.length,
    next_due: items[0]
      ? {
          id: items[0].id,
          network: items[0].network,
          content_type: items[0].content_type,
          number: items[0].number,
          due_date: items[0].due_date,
          status: items[0].status,
        }
      : null,
    late_count: 0,
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-05T10:00:00.000Z',
    items,
    ...overrides,
  };
}

/** A creator's copy; pass the parts a test is about. */
export function deskSource(overrides: Partial<DeskSource> = {}): DeskSource {
  return {
    account: deskAccount(),
    snapshot: {
      account_id: 'embedded#user-1',
      user: deskUser(),
      networks: [],
      prices: [],
      briefcase: [],
      collaborations: [],
      synced_at: '2026-12-07T17:00:00.000Z',
      photo_source: null,
    },
    photo: null,
    openProposals: null,
    collaborations: [],
    collaborationDetails: new Map(),
    applications: [],
    castingCalls: [],
    ...overrides,
  };
}

/** The copy of a collaboration kept whole, and its summary on the list page. */
export function withCollaborations(collaborations: Collaboration[]): Partial<DeskSource> {
  return {
    collaborations: collaborations.map(({ items: _items, ...summary }) => summary),
    collaborationDetails: new Map(collaborations.map((one) => [one.id, one])),
  };
}
