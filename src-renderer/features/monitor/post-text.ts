import type { MonitorCreator, MonitorPost } from '../../../src-shared/domain/monitor';
import { initialsOf } from '../../../src-shared/rules/initials';

/** The creator's name (or handle) as avatar letters, by the app's one initials rule. */
export function creatorInitials(creator: MonitorCreator): string {
  return initialsOf(creator.name);
}

/** A picture of the post: its thumbnail, else the media itself when that is an image. */
export function postPicture(post: MonitorPost): string | null {
  if (post.thumbnail_url) return post.thumbnail_url;
  return post.media_type === 'VIDEO' ? null : post.media_url;
}

/** A handle as people read it: without its @, in any case. */
const handleKey = (text: string): string =>
  text.trim().replace(/^@/, '').toLocaleLowerCase('es-MX');

/**
 * The network account's handle for the card, or null when the creator's name already is that
 * handle (a creator without a name is shown by one). The card names the creator once and the
 * account the post is on once; the creator's own page handle is one click away on the name.
 */
export function accountHandle(post: Pick<MonitorPost, 'creator' | 'username'>): string | null {
  return handleKey(post.username) === handleKey(post.creator.name) ? null : post.username;
}
