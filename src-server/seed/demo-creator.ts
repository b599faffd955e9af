import { CONTENT_TYPES_BY_NETWORK, type ContentType } from '../../src-shared/domain/content-types';
import type { InterestName } from '../../src-shared/domain/finder';
import type { MetricName, SocialNetwork } from '../../src-shared/domain/network';
import { emptyMetaInfo, type MetaInfo } from '../../src-shared/domain/user';
import {
  CITIES,
  COUNTRIES,
  FEMALE_NAMES,
  MALE_NAMES,
  NICHES,
  SURNAMES,
  type Niche,
} from './demo-catalogs';
import {
  intBetween,
  logNormal,
  pick,
  randomFor,
  tokenFor,
  uuidFor,
  weighted,
  weightedSample,
  type Random,
} from './random';

/** Demo accounts have e-mails in this reserved domain (RFC 2606): never a real inbox. */
export const DEMO_EMAIL_DOMAIN = 'creadores-demo.invalid';

export interface DemoNetwork {
  uuid: string;
  network: SocialNetwork;
  username: string;
  name: string;
  url: string;
  followers: number;
  connected: boolean;
  is_channel: boolean;
  metrics: Partial<Record<MetricName, number>>;
  /** 'manual' for hand-typed figures, else the network that reported them. */
  source: 'manual' | SocialNetwork;
  read_at: Date;
}

export interface DemoCreator {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  vanity_name: string;
  question_text: string;
  country: string;
  meta_info: MetaInfo;
  networks: DemoNetwork[];
  prices: { id: string; network: SocialNetwork; content_type: ContentType; price: number }[];
  interests: { id: string; interest: InterestName }[];
}

const DAY_MS = 86_400_000;

/** The e-mail that marks creator `index` of a seed; a prefix of it finds the whole set. */
export function demoEmail(seed: number, index: number): string {
  return `demo-${seed}-${index}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * Creator `index` of a demo set. The same seed and index always give the same creator, ids
 * included, so seeding twice writes nothing new; each creator has its own random stream, so a
 * batch can be made without the ones before it.
 */
export function demoCreator(seed: number, index: number, now: Date): DemoCreator {
  const key = `demo:${seed}:${index}`;
  const random = randomFor(key);
  const gender = weighted(random, [
    ['female', 52],
    ['male', 42],
    ['non_binary', 3],
    ['prefer_not_to_say', 3],
  ] as const);
  const names =
    gender === 'male' || (gender !== 'female' && random() < 0.5) ? MALE_NAMES : FEMALE_NAMES;
  const firstName = pick(random, names);
  const surnames = `${pick(random, SURNAMES)} ${pick(random, SURNAMES)}`;
  const country = weighted(random, COUNTRIES);
  const niche = pick(random, NICHES);
  const vanity = vanityFor(random, firstName, surnames, niche, index);
  const networks = networksFor(random, key, vanity, `${firstName} ${surnames}`, niche, now);
  return {
    id: uuidFor(`${key}:user`),
    email: demoEmail(seed, index),
    first_name: firstName,
    last_name: surnames,
    vanity_name: vanity,
    question_text: bioFor(random, gender, niche, pick(random, CITIES[country])),
    country,
    meta_info: {
      ...emptyMetaInfo(),
      birthday: `${intBetween(random, 1975, 2006)}-${pad(intBetween(random, 1, 12))}-${pad(intBetween(random, 1, 28))}`,
      languages: languagesFor(random, country),
      gender,
    },
    networks,
    prices: pricesFor(random, key, networks),
    interests: interestsFor(random, key, niche),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Lowercase ASCII for handles: "José Ángel" → "joseangel". */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * A handle in one of the shapes creators pick, ending in `_` and the index in base 36: the last
 * segment tells indexes apart, so handles within a seed never collide (rules/vanity.ts: 3–30 of
 * a-z 0-9 . _).
 */
function vanityFor(
  random: Random,
  firstName: string,
  surnames: string,
  niche: Niche,
  index: number,
): string {
  const first = slug(firstName);
  const last = slug(surnames.split(' ')[0] ?? '');
  const topic = slug(niche.topic.split(' ')[0] ?? '');
  const base = pick(random, [
    `${first}.${last}`,
    `${first}${last}`,
    `soy${first}`,
    `${first}.${topic}`,
    `${topic}con${first}`,
  ]);
  const suffix = `_${index.toString(36)}`;
  return `${base.slice(0, 30 - suffix.length)}${suffix}`;
}

function bioFor(random: Random, gender: string, niche: Niche, city: string): string {
  const who = gender === 'female' ? 'Creadora' : gender === 'male' ? 'Creador' : 'Persona creadora';
  return `${who} de contenido de ${niche.topic} desde ${city}. ${pick(random, niche.lines)}`;
}

function languagesFor(random: Random, country: string): string[] {
  const languages = ['es'];
  if (random() < (country === 'US' ? 0.9 : 0.3)) languages.push('en');
  if (random() < 0.04) languages.push('pt');
  if (country === 'MX' && random() < 0.02) languages.push(pick(random, ['nah', 'yua'] as const));
  if (random() < 0.03) languages.push('fr');
  return languages;
}

/** How likely each network is for a creator; some niches live on their own networks. */
function networkWeights(niche: Niche): [SocialNetwork, number][] {
  const boost = (interests: InterestName[], factor: number) =>
    interests.includes(niche.interest) ? factor : 1;
  return [
    ['instagram', 90],
    ['tiktok', 60],
    ['youtube', 30 * boost(['technology', 'gaming', 'education', 'music'], 2)],
    ['facebook', 30],
    ['twitter', 15 * boost(['technology', 'finance', 'sports', 'comedy'], 2)],
    ['twitch', 3 * boost(['gaming', 'music'], 12)],
    ['pinterest', 5 * boost(['fashion', 'food', 'art', 'beauty'], 4)],
    ['spotify', 2 * boost(['music', 'education', 'finance'], 5)],
    ['linkedin', 2 * boost(['finance', 'technology', 'education'], 6)],
    ['blog', 3],
    ['snapchat', 2],
  ];
}

/** Networks whose figures a sign-in reports; the others are typed by hand. */
const VERIFIABLE = new Set<SocialNetwork>([
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'twitter',
  'twitch',
  'pinterest',
  'spotify',
  'linkedin',
]);

/** Networks whose posts give an engagement rate, and how it compares with Instagram's. */
const ER_FACTOR: Partial<Record<SocialNetwork, number>> = {
  instagram: 1,
  tiktok: 1.6,
  youtube: 0.9,
  facebook: 0.45,
  twitter: 0.35,
};

function networksFor(
  random: Random,
  key: string,
  vanity: string,
  fullName: string,
  niche: Niche,
  now: Date,
): DemoNetwork[] {
  const count = weighted(random, [
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ] as const);
  const chosen = weightedSample(random, networkWeights(niche), count);
  // The main account: median about 5,000; a third past 10,000, about one in twenty past 100,000.
  const main = clamp(Math.round(logNormal(random, 8.6, 1.7)), 100, 80_000_000);
  return chosen.map((network, position) => {
    const followers =
      position === 0 ? main : clamp(Math.round(main * logNormal(random, -1, 1)), 20, 80_000_000);
    const connected = VERIFIABLE.has(network) && random() < 0.7;
    return {
      uuid: uuidFor(`${key}:network:${network}`),
      network,
      ...accountFor(network, key, vanity, fullName),
      followers,
      connected,
      metrics: metricsFor(random, network, followers),
      source: connected ? network : 'manual',
      read_at: new Date(now.getTime() - Math.floor(random() * 45 * DAY_MS)),
    };
  });
}

function accountFor(
  network: SocialNetwork,
  key: string,
  vanity: string,
  fullName: string,
): Pick<DemoNetwork, 'username' | 'name' | 'url' | 'is_channel'> {
  const plain = { name: fullName, url: '', is_channel: false };
  switch (network) {
    case 'youtube':
      return { ...plain, username: `UC${tokenFor(`${key}:youtube`, 22)}`, is_channel: true };
    case 'tiktok':
    case 'twitch':
      return { ...plain, username: vanity.replace(/\./g, '_') };
    case 'twitter': {
      // X handles are 15 characters at most; the index suffix stays, so they stay distinct.
      const suffix = vanity.slice(vanity.lastIndexOf('_'));
      return {
        ...plain,
        username: `${vanity.replace(/\./g, '').slice(0, 15 - suffix.length)}${suffix}`.slice(0, 15),
      };
    }
    case 'linkedin':
      return {
        ...plain,
        username: vanity,
        url: `https://www.linkedin.com/in/${vanity.replace(/[._]/g, '-')}`,
      };
    case 'blog':
      return {
        ...plain,
        username: vanity,
        url: `https://${vanity.replace(/[._]/g, '-')}.wordpress.com`,
      };
    case 'spotify': {
      const show = tokenFor(`${key}:spotify`, 22);
      return { ...plain, username: show, url: `https://open.spotify.com/show/${show}` };
    }
    default:
      return { ...plain, username: vanity };
  }
}

/**
 * A snapshot as the network would report it: the follower count under the network's own name,
 * er where posts give one (smaller accounts engage more), aqs on Instagram, views where there are
 * videos, hours on Twitch.
 */
function metricsFor(
  random: Random,
  network: SocialNetwork,
  followers: number,
): Partial<Record<MetricName, number>> {
  const values: Partial<Record<MetricName, number>> = {
    [network === 'youtube' ? 'subscribers_count' : 'followers_count']: followers,
  };
  const factor = ER_FACTOR[network];
  if (factor !== undefined) {
    const er = 12 * Math.pow(Math.max(followers, 100), -0.18) * factor * logNormal(random, 0, 0.45);
    values.er = Math.min(100, Math.round(er * 100) / 100);
  }
  if (network === 'instagram') values.aqs = intBetween(random, 35, 95);
  if (network === 'tiktok' || network === 'youtube') {
    values.views_avg = Math.round(followers * (0.05 + random() * 0.35));
  }
  if (network === 'twitch') values.hours_streamed = Math.round((5 + random() * 115) * 10) / 10;
  return values;
}

/** Six in ten creators publish a rate card of one to three lines, priced by audience. */
function pricesFor(random: Random, key: string, networks: DemoNetwork[]): DemoCreator['prices'] {
  if (random() >= 0.6) return [];
  const lines: DemoCreator['prices'] = [];
  const seen = new Set<string>();
  for (let line = intBetween(random, 1, 3); line > 0; line -= 1) {
    const account = pick(random, networks);
    const contentType = pick(random, CONTENT_TYPES_BY_NETWORK[account.network]);
    const lineKey = `${account.network}:${contentType}`;
    if (seen.has(lineKey)) continue;
    seen.add(lineKey);
    const price = Math.max(25, account.followers * (0.004 + random() * 0.008));
    lines.push({
      id: uuidFor(`${key}:price:${lineKey}`),
      network: account.network,
      content_type: contentType,
      price: Math.min(1_000_000, Math.round(price * 100) / 100),
    });
  }
  return lines;
}

function interestsFor(random: Random, key: string, niche: Niche): DemoCreator['interests'] {
  const interests = new Set<InterestName>([niche.interest]);
  for (let extra = intBetween(random, 0, 2); extra > 0; extra -= 1) {
    interests.add(pick(random, NICHES).interest);
  }
  return [...interests].map((interest) => ({
    id: uuidFor(`${key}:interest:${interest}`),
    interest,
  }));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
