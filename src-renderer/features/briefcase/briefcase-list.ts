import type { TFunction } from 'i18next';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';

/** The core API puts a new piece last; the screen shows it where the next read will. */
export function withItem(
  page: ListPage<BriefcaseItem>,
  item: BriefcaseItem,
): ListPage<BriefcaseItem> {
  return { ...page, results: [...page.results, item], count: page.count + 1 };
}

export function withoutItem(page: ListPage<BriefcaseItem>, id: string): ListPage<BriefcaseItem> {
  const results = page.results.filter((item) => item.id !== id);
  return { ...page, results, count: page.count - (page.results.length - results.length) };
}

/** What a piece is called on screen: its title, or its place in the grid when it has none. */
export function pieceName(item: BriefcaseItem, position: number, t: TFunction): string {
  return item.title.trim() || t('briefcase.untitled', { position });
}

/** The still a tile shows: the stored thumbnail, an image itself, or nothing for a bare video. */
export function stillOf(item: BriefcaseItem): string | null {
  return item.thumbnail_url ?? (item.media_type === 'image' ? item.image_url : null);
}
