import type {
  Collaboration,
  CollaborationItem,
  DraftVersion,
  ItemEvent,
} from '../../src-shared/domain/collaboration';
import { ids } from './marketplace-builders';

export const collaborationIds = {
  collaboration: '00000000-0000-4000-8000-0000000c0a01',
  item: '00000000-0000-4000-8000-0000000c0b01',
  otherItem: '00000000-0000-4000-8000-0000000c0b02',
} as const;

export function anEvent(overrides: Partial<ItemEvent> = {}): ItemEvent {
  return {
    id: `event-${Math.random().toString(36).slice(2)}`,
    action: 'created',
    actor: 'system',
    actor_name: '',
    from_status: null,
    to_status: 'pending',
    note: '',
    version: null,
    created_at: '2027-01-10T15:00:00.000Z',
    ...overrides,
  };
}

export function aVersion(version: number, overrides: Partial<DraftVersion> = {}): DraftVersion {
  return {
    id: `version-${version}`,
    version,
    caption: `Versión ${version} del reel #verano`,
    planned_publish_date: null,
    note: '',
    media: [
      {
        id: `media-${version}`,
        media_type: 'image',
        url: `http://127.0.0.1:8000/media/drafts/v${version}.png`,
        thumbnail_url: `http://127.0.0.1:8000/media/drafts/v${version}-thumb.jpg`,
        file_name: `reel-v${version}.png`,
        size_bytes: 240_000,
      },
    ],
    created_at: `2027-01-1${version}T16:00:00.000Z`,
    ...overrides,
  };
}

export function anItem(overrides: Partial<CollaborationItem> = {}): CollaborationItem {
  return {
    id: collaborationIds.item,
    collaboration_id: collaborationIds.collaboration,
    network: 'instagram',
    content_type: 'reel',
    number: 1,
    due_date: '2030-01-31',
    status: 'pending',
    revisions_used: 0,
    cancel_request: null,
    post_url: null,
    published_at: null,
    figures_readable: false,
    waiting_since: null,
    versions: [],
    events: [anEvent()],
    figures: [],
    figures_problem: null,
    updated_at: '2027-01-10T15:00:00.000Z',
    ...overrides,
  };
}

/** Café Aurora × Ana López: two Instagram reels, one round of changes each unless said. */
export function aCollaboration(overrides: Partial<Collaboration> = {}): Collaboration {
  const items = overrides.items ?? [
    anItem(),
    anItem({ id: collaborationIds.otherItem, number: 2 }),
  ];
  return {
    id: collaborationIds.collaboration,
    proposal_id: ids.proposal,
    brand: { id: ids.brand, name: 'Café Aurora', logo: null },
    creator: {
      id: ids.creator,
      first_name: 'Ana',
      last_name: 'López',
      vanity_name: 'ana.lopez',
      profile_image: null,
    },
    price: 1500,
    start_date: '2030-01-10',
    end_date: '2030-01-31',
    revision_rounds: 1,
    status: 'active',
    money_status: 'funded',
    item_counts: { pending: items.length },
    items_total: items.length,
    next_due: null,
    late_count: 0,
    created_at: '2027-01-10T15:00:00.000Z',
    updated_at: '2027-01-10T15:00:00.000Z',
    ...overrides,
    items,
  };
}
