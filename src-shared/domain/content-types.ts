import type { SocialNetwork } from './network';

/** What a creator can be hired to publish, per network (rate cards, proposals, casting calls). */
export const CONTENT_TYPES = [
  'post',
  'story',
  'reel',
  'video',
  'short',
  'live',
  'tweet',
  'pin',
  'article',
  'podcast_mention',
  'snap',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The content types each network has; a deliverable must pick one of its network's. */
export const CONTENT_TYPES_BY_NETWORK: Readonly<Record<SocialNetwork, readonly ContentType[]>> = {
  facebook: ['post', 'story', 'reel', 'video', 'live'],
  instagram: ['post', 'story', 'reel', 'live'],
  linkedin: ['post', 'article', 'video'],
  twitch: ['live'],
  twitter: ['tweet', 'video'],
  youtube: ['video', 'short', 'live'],
  tiktok: ['video', 'live'],
  spotify: ['podcast_mention'],
  pinterest: ['pin'],
  blog: ['article'],
  snapchat: ['snap', 'story'],
};

export function isContentTypeOf(network: SocialNetwork, contentType: string): boolean {
  return (CONTENT_TYPES_BY_NETWORK[network] as readonly string[]).includes(contentType);
}
