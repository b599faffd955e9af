import type { CampaignReportFormat } from '../domain/campaign-report';
import type { Collaboration } from '../domain/collaboration';
import { MEDIA_KIT_FILE_NAME_MAX, slugify } from '../media-kit/media-kit-file-name';
import { reportT } from './campaign-report-i18n';
import { creatorNameOf } from './campaign-report-of';

/**
 * `reporte-de-campana-<brand>-<creator handle or name>.pdf`, at most as long as a kit's file name.
 * The fixed prefix keeps the name off every reserved device name (CON, NUL, COM1…); slugging
 * leaves no separators, dots or non-ASCII letters.
 */
export function campaignReportFileName(
  collaboration: Pick<Collaboration, 'brand' | 'creator'>,
  format: CampaignReportFormat,
): string {
  const parts = [
    slugify(collaboration.brand.name),
    slugify(collaboration.creator.vanity_name ?? '') ||
      slugify(creatorNameOf(collaboration.creator)),
  ].filter(Boolean);
  const slug = parts.join('-') || reportT('fileNameFallback');
  const room = MEDIA_KIT_FILE_NAME_MAX - format.length - 1;
  const stem = `${reportT('fileNamePrefix')}-${slug}`.slice(0, room).replace(/-+$/, '');
  return `${stem}.${format}`;
}
