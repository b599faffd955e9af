import type { InterestName } from '../../src-shared/domain/finder';
import { NICHES } from './demo-catalogs';
import type { DemoCreator } from './demo-creator';
import { intBetween, pick, randomFor, tokenFor, weightedSample, type Random } from './random';

/** A post of a demo creator's verified Instagram account, as Graph's media edge reports one. */
export interface DemoPost {
  user_network: string;
  media_id: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  caption: string;
  permalink: string;
  posted_at: Date;
  like_count: number;
  comment_count: number;
}

/** What creators of each niche tag their posts with (es-MX), for the monitor and suggestions. */
const NICHE_TAGS: Readonly<Record<InterestName, readonly string[]>> = {
  food: ['recetas', 'comidamexicana', 'tacos', 'antojitos', 'foodie', 'cocinamexicana'],
  fashion: ['moda', 'outfit', 'estilo', 'hechoenméxico', 'modamexicana'],
  beauty: ['maquillaje', 'belleza', 'skincare', 'cuidadodelapiel', 'makeup'],
  travel: ['viajes', 'viajarpormexico', 'pueblosmágicos', 'playa', 'méxico'],
  fitness: ['fitness', 'vidasana', 'entrenamiento', 'saludable', 'gym'],
  gaming: ['videojuegos', 'gaming', 'gamer', 'streamer'],
  technology: ['tecnología', 'gadgets', 'reseña', 'celulares'],
  music: ['música', 'musicamexicana', 'cover', 'envivo'],
  parenting: ['maternidad', 'familia', 'crianza', 'niños'],
  pets: ['mascotas', 'perros', 'gatos', 'adoptanocompres'],
  finance: ['finanzas', 'ahorro', 'inversión', 'dinero'],
  education: ['educación', 'ciencia', 'historia', 'estudiar'],
  comedy: ['humor', 'comedia', 'risas', 'memes'],
  sports: ['futbol', 'deportes', 'luchalibre', 'atleta'],
  art: ['arte', 'ilustración', 'artesanía', 'dibujo'],
  sustainability: ['sustentable', 'ecología', 'cerobasura', 'modacircular'],
};

/** Brands the sponsored demo posts name, so a brand monitor has mentions to find. */
const DEMO_BRANDS = ['Refresco Sol', 'Café Altura', 'Tenis Rayo', 'Casa Maya', 'Té Boreal'];

const OPENERS = ['', 'Nuevo post: ', 'Hoy les comparto esto. ', '¿Qué opinan? ', 'Recién salido: '];
const SPONSORED = [
  (brand: string) => `Gracias a ${brand} por la invitación.`,
  (brand: string) => `Probando lo nuevo de ${brand}.`,
  (brand: string) => `En colaboración con ${brand}.`,
];

const POSTS_PER_ACCOUNT = 3;
const DAY_MS = 86_400_000;

function captionFor(random: Random, interest: InterestName, lines: readonly string[]): string {
  const tags = weightedSample(
    random,
    NICHE_TAGS[interest].map((tag) => [tag, 1] as const),
    intBetween(random, 2, 3),
  );
  const hashtags = tags.map((tag) => `#${tag}`).join(' ');
  // One in four is a paid collaboration, labelled as Mexico's advertising guidelines ask.
  if (random() < 0.25) {
    const brand = pick(random, DEMO_BRANDS);
    return `${pick(random, SPONSORED)(brand)} ${pick(random, lines)} ${hashtags} #publicidad`;
  }
  return `${pick(random, OPENERS)}${pick(random, lines)} ${hashtags}`;
}

/**
 * A few recent posts for each verified Instagram account of a demo creator, with the hashtags
 * of the creator's niche. Their own random stream, so the creator's other data stays as it was.
 */
export function demoPosts(creator: DemoCreator, now: Date): DemoPost[] {
  // The niche's interest is always the creator's first (demo-creator.ts).
  const interest = creator.interests[0]?.interest ?? 'food';
  const lines = NICHES.find((niche) => niche.interest === interest)?.lines ?? [''];
  return creator.networks
    .filter((network) => network.network === 'instagram' && network.connected)
    .flatMap((network) => {
      const key = `${network.uuid}:posts`;
      const random = randomFor(key);
      const er = (network.metrics.er ?? 2) / 100;
      return Array.from({ length: POSTS_PER_ACCOUNT }, (_, index) => {
        const interactions = Math.round(network.followers * er * (0.5 + random()));
        const comments = Math.round(interactions * (0.02 + random() * 0.08));
        return {
          user_network: network.uuid,
          media_id: `demo-${tokenFor(`${key}:${index}`, 16)}`,
          media_type: pick(random, ['IMAGE', 'IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const),
          caption: captionFor(random, interest, lines),
          permalink: `https://www.instagram.com/p/${tokenFor(`${key}:${index}:link`, 11)}/`,
          posted_at: new Date(now.getTime() - Math.floor(random() * 30 * DAY_MS)),
          like_count: interactions - comments,
          comment_count: comments,
        };
      });
    });
}
