import sharp from 'sharp';
import type { MediaKit, MediaKitNetwork } from '../../src-shared/domain/media-kit';
import type { AudienceShare, SocialNetwork } from '../../src-shared/domain/network';

/** A JPEG `data:` URL drawn from SVG, the size a real upload is shrunk to. */
async function jpegDataUrl(width: number, height: number, hue: number, label: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue + 60},70%,35%)"/>
</linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="rgba(255,255,255,0.35)"/>
<text x="50%" y="90%" font-size="${Math.round(height / 10)}" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text>
</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

function audience(youngShare: number): AudienceShare[] {
  const ranges: [string, number][] = [
    ['13-17', 4],
    ['18-24', youngShare],
    ['25-34', 30],
    ['35-44', 18],
    ['45-54', 8],
    ['55-64', 4],
    ['65+', 36 - youngShare],
  ];
  return ranges.flatMap(([age_range, points]) => [
    { gender: 'female' as const, age_range, percent: points * 0.58 },
    { gender: 'male' as const, age_range, percent: points * 0.4 },
    { gender: 'unknown' as const, age_range, percent: points * 0.02 },
  ]);
}

function network(
  name: SocialNetwork,
  followers: number,
  extra: Partial<MediaKitNetwork> = {},
): MediaKitNetwork {
  return {
    network: name,
    username: 'sofia.cocina',
    followers,
    er: 2.5 + (followers % 7) / 3,
    aqs: null,
    audience: [],
    read_at: '2025-03-04T16:20:00Z',
    verified: true,
    ...extra,
  };
}

interface FixtureImages {
  photo: string;
  stills: string[];
}

let images: Promise<FixtureImages> | undefined;

function fixtureImages(): Promise<FixtureImages> {
  images ??= (async () => ({
    photo: await jpegDataUrl(400, 400, 330, 'SM'),
    stills: await Promise.all(
      Array.from({ length: 6 }, (_, i) => jpegDataUrl(480, 300, i * 50, `Pieza ${i + 1}`)),
    ),
  }))();
  return images;
}

/**
 * The seeded creator's media kit as main would build it: photo, nine networks (audience on
 * Instagram, YouTube and TikTok), six prices and six highlights, enough for two A4 pages.
 * `n` varies the name and handle so a batch has distinct kits.
 */
export async function seededMediaKit(n = 1): Promise<MediaKit> {
  const { photo, stills } = await fixtureImages();
  const suffix = n === 1 ? '' : ` ${n}`;
  return {
    accountId: `creator-${n}`,
    name: `Sofía Martínez${suffix}`,
    handle: n === 1 ? 'sofia.cocina' : `sofia.cocina${n}`,
    bio: 'Cocinera y creadora de contenido en Guadalajara. Recetas mexicanas de todos los días,\nmercados y viajes gastronómicos por el país.',
    category: 'macroinfluencer',
    country: 'MX',
    languages: ['es', 'en'],
    photo,
    networks: [
      network('instagram', 482_300, { aqs: 81, audience: audience(24) }),
      network('youtube', 215_000, { aqs: 74, audience: audience(20), username: 'SofiaCocina' }),
      network('tiktok', 1_240_000, { audience: audience(34) }),
      network('facebook', 98_400),
      network('twitter', 35_120, { er: null }),
      network('twitch', 12_800, { read_at: '2025-02-27T10:00:00Z' }),
      network('pinterest', 54_000, { verified: false }),
      network('spotify', 8_900, { username: 'Sabores de Sofía', er: null }),
      network('blog', 22_000, { username: 'sofiacocina.mx', er: null, read_at: null }),
    ],
    prices: [
      { id: 'p1', network: 'instagram', content_type: 'reel', price: 1800 },
      { id: 'p2', network: 'instagram', content_type: 'story', price: 650.5 },
      { id: 'p3', network: 'youtube', content_type: 'video', price: 3200 },
      { id: 'p4', network: 'tiktok', content_type: 'video', price: 2100 },
      { id: 'p5', network: 'twitter', content_type: 'tweet', price: 300 },
      { id: 'p6', network: 'spotify', content_type: 'podcast_mention', price: 950 },
    ],
    highlights: stills.map((thumbnail, i) => ({
      title: `Campaña ${['Verano', 'Mercado', 'Tacos', 'Mole', 'Café', 'Postres'][i]} 2024`,
      media_type: i % 3 === 1 ? ('video' as const) : ('image' as const),
      thumbnail,
    })),
    synced_at: '2025-03-06T18:30:00Z',
  };
}
