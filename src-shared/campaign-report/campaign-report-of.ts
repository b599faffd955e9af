import type {
  CampaignReport,
  ReportItem,
  ReportMedia,
  ReportItemFigures,
} from '../domain/campaign-report';
import type {
  Collaboration,
  CollaborationItem,
  DraftMedia,
  DraftVersion,
  ItemStatus,
} from '../domain/collaboration';
import { reportFiguresOf } from './report-figures';

/** Items whose latest draft is the approved one: the report shows its content. */
const APPROVED_CONTENT: readonly ItemStatus[] = ['approved', 'published', 'measured'];

/** The approved (latest) draft of an item, or null when it has no approved content. */
export function approvedVersionOf(
  item: Pick<CollaborationItem, 'status' | 'versions'>,
): DraftVersion | null {
  if (!APPROVED_CONTENT.includes(item.status)) return null;
  let latest: DraftVersion | null = null;
  for (const version of item.versions) {
    if (!latest || version.version > latest.version) latest = version;
  }
  return latest;
}

/** The address of a file's still: its thumbnail (a video's poster frame), else an image itself. */
export function stillUrlOf(media: DraftMedia): string | null {
  return media.thumbnail_url ?? (media.media_type === 'image' ? media.url : null);
}

/** How a creator is named on the report: their name, else their handle. */
export function creatorNameOf(creator: Collaboration['creator']): string {
  return `${creator.first_name} ${creator.last_name}`.trim() || (creator.vanity_name ?? '');
}

/** The images a report of this collaboration prints, by address, for main to fetch once each. */
export function reportImageUrls(collaboration: Collaboration): string[] {
  const urls = new Set<string>();
  if (collaboration.brand.logo) urls.add(collaboration.brand.logo);
  if (collaboration.creator.profile_image) urls.add(collaboration.creator.profile_image);
  for (const item of collaboration.items) {
    for (const media of approvedVersionOf(item)?.media ?? []) {
      const url = stillUrlOf(media);
      if (url) urls.add(url);
    }
  }
  return [...urls];
}

/** Images as `data:` URLs by their address (null: could not be had); absent ones print nothing. */
export type ReportImages = ReadonlyMap<string, string | null>;

/** Why a rejected or cancelled item closed: the note of the move that closed it. */
function closingNoteOf(item: CollaborationItem): string {
  if (item.status !== 'rejected' && item.status !== 'cancelled') return '';
  for (let index = item.events.length - 1; index >= 0; index -= 1) {
    const event = item.events[index]!;
    if (event.to_status === item.status && event.note.trim()) return event.note.trim();
  }
  return item.cancel_request?.reason.trim() ?? '';
}

/**
 * The campaign report of a collaboration as its brand reads it: parties, terms, every item with
 * its approved content, post link and figures, and the figures its verification covers. `images`
 * holds the stills fetched for `reportImageUrls` (a report prints in a window that loads nothing).
 */
export function campaignReportOf(
  collaboration: Collaboration,
  images: ReportImages,
): CampaignReport {
  const image = (url: string | null) => (url ? (images.get(url) ?? null) : null);
  const figures = reportFiguresOf(collaboration);
  const items = collaboration.items.map((item): ReportItem => {
    const version = approvedVersionOf(item);
    const media = (version?.media ?? []).map((file): ReportMedia => ({
      media_type: file.media_type,
      still: image(stillUrlOf(file)),
    }));
    // The item's figures in the canonical form the digest covers.
    const printed: ReportItemFigures = figures.items.find(
      (entry) =>
        entry.network === item.network &&
        entry.content_type === item.content_type &&
        entry.number === item.number,
    )!;
    return {
      ...printed,
      due_date: item.due_date,
      version: version?.version ?? null,
      caption: version ? version.caption : null,
      media,
      closing_note: closingNoteOf(item),
      figures_problem: item.figures_problem !== null && item.figures_problem.retry_at === null,
    };
  });
  return {
    collaboration_id: collaboration.id,
    brand: { name: collaboration.brand.name, image: image(collaboration.brand.logo) },
    creator: {
      name: creatorNameOf(collaboration.creator),
      handle: collaboration.creator.vanity_name,
      image: image(collaboration.creator.profile_image),
    },
    price: collaboration.price,
    start_date: collaboration.start_date,
    end_date: collaboration.end_date,
    status: collaboration.status,
    items,
    figures,
  };
}
