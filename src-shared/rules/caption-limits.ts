import type { SocialNetwork } from '../domain/network';

/** The most characters a post's text may have on each network (what its app allows). */
export const CAPTION_LIMITS: Readonly<Record<SocialNetwork, number>> = {
  // Instagram Help Center: captions up to 2,200 characters.
  instagram: 2200,
  // TikTok newsroom (2023): captions raised to 4,000 characters.
  tiktok: 4000,
  // YouTube Data API `snippet.description`: at most 5,000 bytes; the description of the upload.
  youtube: 5000,
  // X Help Center: 280 characters for a standard (non-Premium) account's post.
  twitter: 280,
  // Facebook's composer: a post's text up to 63,206 characters.
  facebook: 63206,
  // LinkedIn Help: a post's commentary up to 3,000 characters.
  linkedin: 3000,
  // Pinterest Help Center: a Pin's description up to 500 characters.
  pinterest: 500,
  // Twitch dashboard: the live stream's title up to 140 characters (the text of a live item).
  twitch: 140,
  // Snapchat: a Spotlight/Story caption up to 250 characters.
  snapchat: 250,
  // Spotify for Creators: an episode description up to 4,000 characters.
  spotify: 4000,
  // Our own cap: a blog has no network limit; this keeps a caption a summary, not the article.
  blog: 10000,
};

export function captionLimitOf(network: SocialNetwork): number {
  return CAPTION_LIMITS[network];
}

const graphemes = new Intl.Segmenter('es-MX', { granularity: 'grapheme' });

/** Characters as the networks count them: user-perceived characters (grapheme clusters via Intl.Segmenter, so an emoji with modifiers counts once). */
export function captionLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

export function captionTooLong(network: SocialNetwork, text: string): boolean {
  const limit = captionLimitOf(network);
  // A grapheme is at least one UTF-16 unit: a short text needs no segmenting.
  return text.length > limit && captionLength(text) > limit;
}

/** Why a caption is refused, naming the network's limit, for the form and the core API alike. */
export function captionTooLongText(network: SocialNetwork): string {
  return `El texto no puede pasar de ${new Intl.NumberFormat('es-MX').format(captionLimitOf(network))} caracteres en esta red.`;
}
