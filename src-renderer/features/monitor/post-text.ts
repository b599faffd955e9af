import type { MonitorCreator, MonitorPost } from '../../../src-shared/domain/monitor';

/** Up to two initials of the creator's name (or handle) for the avatar placeholder. */
export function creatorInitials(creator: MonitorCreator): string {
  const words = creator.name.replace(/^@/, '').trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es-MX'))
    .join('');
  return initials || '?';
}

/** A picture of the post: its thumbnail, else the media itself when that is an image. */
export function postPicture(post: MonitorPost): string | null {
  if (post.thumbnail_url) return post.thumbnail_url;
  return post.media_type === 'VIDEO' ? null : post.media_url;
}
