import sharp from 'sharp';
import type {
  Collaboration,
  CollaborationItem,
  DraftMedia,
  DraftVersion,
  ItemEvent,
  ItemFigures,
} from '../../src-shared/domain/collaboration';

/**
 * A collaboration as the core API answers it to its brand (issue 31), for the campaign report's
 * tests: Café de Altura × Sofía Martínez, six items in every state a report shows.
 */

export const MEDIA_ORIGIN = 'https://media.test';
export const BRAND_LOGO_URL = `${MEDIA_ORIGIN}/media/brands/logo.png`;
export const CREATOR_PHOTO_URL = `${MEDIA_ORIGIN}/media/avatars/sofia.jpg`;

let ids = 0;
const nextId = (prefix: string) => `${prefix}-${(ids += 1)}`;

export function media(
  kind: 'image' | 'video',
  name: string,
  overrides: Partial<DraftMedia> = {},
): DraftMedia {
  return {
    id: nextId('media'),
    media_type: kind,
    url: `${MEDIA_ORIGIN}/media/drafts/${name}.${kind === 'image' ? 'jpg' : 'mp4'}`,
    thumbnail_url: `${MEDIA_ORIGIN}/media/drafts/${name}-thumb.jpg`,
    file_name: `${name}.${kind === 'image' ? 'jpg' : 'mp4'}`,
    size_bytes: 120_000,
    ...overrides,
  };
}

export function version(
  number: number,
  caption: string,
  files: DraftMedia[],
  overrides: Partial<DraftVersion> = {},
): DraftVersion {
  return {
    id: nextId('version'),
    version: number,
    caption,
    planned_publish_date: null,
    note: '',
    media: files,
    created_at: `2030-01-1${number}T15:00:00.000Z`,
    ...overrides,
  };
}

export function reading(
  checkpoint: ItemFigures['checkpoint'],
  read_at: string,
  values: Partial<Pick<ItemFigures, 'views' | 'likes' | 'comments' | 'shares' | 'reach'>>,
  source: ItemFigures['source'] = 'instagram',
): ItemFigures {
  return {
    id: nextId('figures'),
    checkpoint,
    source,
    views: values.views ?? null,
    likes: values.likes ?? null,
    comments: values.comments ?? null,
    shares: values.shares ?? null,
    reach: values.reach ?? null,
    read_at,
  };
}

function event(action: ItemEvent['action'], to: ItemEvent['to_status'], note = ''): ItemEvent {
  return {
    id: nextId('event'),
    action,
    actor: 'brand',
    actor_name: 'Café de Altura',
    from_status: null,
    to_status: to,
    note,
    version: null,
    created_at: '2030-01-20T15:00:00.000Z',
  };
}

export function item(overrides: Partial<CollaborationItem>): CollaborationItem {
  return {
    id: nextId('item'),
    collaboration_id: 'collaboration-1',
    network: 'instagram',
    content_type: 'reel',
    number: 1,
    due_date: '2030-01-25',
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
    updated_at: '2030-01-20T15:00:00.000Z',
    ...overrides,
  };
}

export const REEL_URL = 'https://www.instagram.com/reel/C1cafeAltura/';
export const TIKTOK_URL = 'https://www.tiktok.com/@sofia.cocina/video/7321000000000000001';
export const BLOG_URL = 'https://sofiacocina.mx/recetas/cafe-de-olla';

/**
 * Six items: a measured reel (two drafts, the second approved: a photo and a video; readings at
 * publication, 24 h and 7 days), a published TikTok video (one reading, no reach), an approved
 * story not yet published, a pending YouTube video, a cancelled reel with its reason and a blog
 * article whose figures the creator typed.
 */
export function aCollaboration(overrides: Partial<Collaboration> = {}): Collaboration {
  const items: CollaborationItem[] = [
    item({
      network: 'instagram',
      content_type: 'reel',
      number: 1,
      status: 'measured',
      post_url: REEL_URL,
      published_at: '2030-01-22T17:00:00.000Z',
      revisions_used: 1,
      versions: [
        version(1, 'Primer corte', [media('image', 'reel-v1')]),
        version(
          2,
          'Mi ritual de cada mañana: café de olla con Café de Altura ☕️\nCanela, piloncillo y calma.\n#CaféDeAltura #Publicidad',
          [media('video', 'reel-v2'), media('image', 'reel-v2-cover')],
        ),
      ],
      figures: [
        reading('publication', '2030-01-22T18:00:00.000Z', { views: 4_000, likes: 310 }),
        reading('day', '2030-01-23T17:05:00.000Z', {
          views: 21_500,
          likes: 1_480,
          comments: 96,
          shares: 140,
          reach: 18_200,
        }),
        reading('week', '2030-01-29T17:05:00.000Z', {
          views: 48_250,
          likes: 3_120,
          comments: 188,
          shares: 402,
          reach: 39_900,
        }),
      ],
    }),
    item({
      network: 'tiktok',
      content_type: 'video',
      number: 1,
      status: 'published',
      post_url: TIKTOK_URL,
      published_at: '2030-01-24T19:00:00.000Z',
      versions: [version(1, 'Receta exprés de café frío', [media('video', 'tiktok-v1')])],
      figures: [
        reading(
          'publication',
          '2030-01-24T20:00:00.000Z',
          { views: 15_300, likes: 2_050, comments: 61, shares: 77 },
          'tiktok',
        ),
      ],
    }),
    item({
      network: 'instagram',
      content_type: 'story',
      number: 1,
      status: 'approved',
      due_date: '2030-02-05',
      versions: [version(1, 'Historia con encuesta', [media('image', 'story-v1')])],
    }),
    item({ network: 'youtube', content_type: 'video', number: 1, due_date: '2030-02-08' }),
    item({
      network: 'instagram',
      content_type: 'reel',
      number: 2,
      status: 'cancelled',
      events: [event('cancelled', 'cancelled', 'La marca movió el lanzamiento a marzo.')],
    }),
    item({
      network: 'blog',
      content_type: 'article',
      number: 1,
      status: 'published',
      post_url: BLOG_URL,
      published_at: '2030-01-26T16:00:00.000Z',
      figures_readable: false,
      versions: [version(1, 'Artículo: el café de olla perfecto', [])],
      figures: [reading('manual', '2030-01-28T12:00:00.000Z', { views: 2_600 }, 'manual')],
    }),
  ];
  return {
    id: 'collaboration-1',
    proposal_id: 'proposal-1',
    brand: { id: 'brand-1', name: 'Café de Altura', logo: BRAND_LOGO_URL },
    creator: {
      id: 'creator-1',
      first_name: 'Sofía',
      last_name: 'Martínez',
      vanity_name: 'sofia.cocina',
      profile_image: CREATOR_PHOTO_URL,
    },
    price: 2_400,
    start_date: '2030-01-10',
    end_date: '2030-02-10',
    revision_rounds: 2,
    status: 'active',
    money_status: 'funded',
    item_counts: {},
    items_total: items.length,
    next_due: null,
    late_count: 0,
    created_at: '2030-01-10T15:00:00.000Z',
    updated_at: '2030-01-29T17:05:00.000Z',
    items,
    ...overrides,
  };
}

/** Real JPEG bytes drawn from SVG, as the core API serves stills. */
export async function jpegBytes(hue: number, label: string, size = 240): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="100%" height="100%" fill="hsl(${hue},65%,45%)"/>
<circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="rgba(255,255,255,0.4)"/>
<text x="50%" y="88%" font-size="${Math.round(size / 9)}" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text>
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

/** An image download that answers every address of the fixture with a still, the rest null. */
export async function fixtureImages(): Promise<(url: string) => Promise<Uint8Array | null>> {
  const cache = new Map<string, Uint8Array>();
  let hue = 10;
  return async (url) => {
    if (!url.startsWith(MEDIA_ORIGIN)) return null;
    let bytes = cache.get(url);
    if (!bytes) {
      hue = (hue + 47) % 360;
      bytes = await jpegBytes(hue, url.split('/').pop()!.split('.')[0]!.slice(0, 12));
      cache.set(url, bytes);
    }
    return bytes;
  };
}
