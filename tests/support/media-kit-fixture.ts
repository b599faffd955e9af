import sharp from 'sharp';
import {
  defaultKitOptions,
  type AgencyDetails,
  type KitOptions,
  type KitPrint,
  type KitVerification,
  type MediaKit,
  type MediaKitNetwork,
} from '../../src-shared/domain/media-kit';
import type { AudienceShare, FollowerPoint, SocialNetwork } from '../../src-shared/domain/network';

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

const DAY_MS = 24 * 60 * 60 * 1000;
const READ_AT = '2025-03-04T16:20:00Z';

/** Weekly readings over two months up to READ_AT, growing about 1% a week. */
function trend(followers: number, source: FollowerPoint['source']): FollowerPoint[] {
  const end = Date.parse(READ_AT);
  return Array.from({ length: 9 }, (_, i) => ({
    read_at: new Date(end - (8 - i) * 7 * DAY_MS).toISOString(),
    followers: Math.round(followers / 1.01 ** (8 - i)),
    source,
  }));
}

function network(
  name: SocialNetwork,
  followers: number,
  extra: Partial<MediaKitNetwork> = {},
): MediaKitNetwork {
  const verified = extra.verified ?? true;
  return {
    network: name,
    username: 'sofia.cocina',
    name: '',
    url: '',
    followers,
    er: 2.5 + (followers % 7) / 3,
    aqs: null,
    views_avg: null,
    audience: [],
    read_at: READ_AT,
    verified,
    source: verified ? name : 'manual',
    trend: trend(followers, verified ? name : 'manual'),
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
 * The seeded creator's media kit as main would build it: photo, ten networks (audience on
 * Instagram, YouTube and TikTok; podcast, LinkedIn and blog by name and address; trends on all
 * but Twitch and the blog), six prices, six highlights and two collaborations: several A4 pages.
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
      network('instagram', 482_300, { aqs: 81, views_avg: 61_500, audience: audience(24) }),
      network('youtube', 215_000, {
        aqs: 74,
        views_avg: 48_200,
        audience: audience(20),
        username: 'SofiaCocina',
      }),
      network('tiktok', 1_240_000, { views_avg: 310_000, audience: audience(34) }),
      network('facebook', 98_400),
      network('twitter', 35_120, { er: null }),
      network('twitch', 12_800, { read_at: '2025-02-27T10:00:00Z', trend: [] }),
      network('pinterest', 54_000, { verified: false }),
      network('spotify', 8_900, {
        username: 'sabores-de-sofia',
        name: 'Sabores de Sofía',
        url: 'https://open.spotify.com/show/sabores',
        er: null,
      }),
      network('linkedin', 4_300, {
        username: 'sofia-martinez',
        name: 'Sofía Martínez Cocina',
        url: 'https://www.linkedin.com/in/sofia-martinez',
        er: null,
        verified: false,
      }),
      network('blog', 22_000, {
        username: 'sofiacocina',
        name: 'Cocina de Sofía',
        url: 'https://sofiacocina.mx',
        er: null,
        read_at: null,
        source: null,
        trend: [],
      }),
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
    collaborations: [
      {
        id: 'c1',
        brand: { id: 'b1', name: 'Café de Altura', logo: photo },
        networks: ['instagram', 'tiktok'],
        accepted_at: '2024-11-12T17:00:00Z',
      },
      {
        id: 'c2',
        brand: { id: 'b2', name: 'Mercado Verde', logo: null },
        networks: ['youtube'],
        accepted_at: '2024-08-02T17:00:00Z',
      },
    ],
    synced_at: '2025-03-06T18:30:00Z',
  };
}

/** The agency the e2e and Node tests set in "Datos de la agencia". */
export function fixtureAgency(logo: string | null = null): AgencyDetails {
  return {
    name: 'Agencia Norte',
    contact_person: 'Lucía Ramírez',
    email: 'lucia@agencianorte.mx',
    phone: '+52 33 1234 5678',
    logo,
  };
}

/** What one export prints besides the kit: every section on by default. */
export function kitPrintFor(
  parts: {
    options?: Partial<KitOptions>;
    agency?: AgencyDetails | null;
    verification?: KitVerification | null;
    exportedAt?: Date;
  } = {},
): KitPrint {
  return {
    options: { ...defaultKitOptions(), ...parts.options },
    agency: parts.agency ?? null,
    verification: parts.verification ?? null,
    exportedAt: parts.exportedAt ?? new Date(),
  };
}

/** Labels the kit printed in English before, or could borrow from the app's English sources. */
export const ENGLISH_LABELS = [
  'Engagement',
  'Followers',
  'Views',
  'Audience',
  'Portfolio',
  'Rates',
  'Contact',
  'Top influencer',
  'celebrity',
  'Verified',
  'Male',
  'Female',
];
