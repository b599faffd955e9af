import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCountry } from '../../../src-shared/catalogs/countries';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import { abbreviateFollowers } from '../../../src-shared/rules/followers';
import { formatPercent, formatShortDate } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { creatorName } from '../../ui/creator-name';
import { NetworkMark } from '../networks-panel';
import { compactFigures } from './compact-row';
import { creatorInitials } from './creator-card-text';
import { MissingValue } from './MissingValue';
import { titleWhenTruncated } from './truncation-title';

export interface CreatorTableRowProps {
  /** Measures the drawn row (a wrapped name makes it taller); with `virtualIndex`, its place. */
  measureRef?: ((row: HTMLTableRowElement | null) => void) | undefined;
  virtualIndex?: number;
  creator: CreatorCard;
  /** The row's place among all rows, header included (aria-rowindex). */
  rowIndex: number;
  /** The network searched for, whose figures the row shows when the creator has it. */
  network: SocialNetwork | undefined;
  action: ReactNode;
}

/** Clicks on these do their own thing; anywhere else on the row opens the creator. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="button"]';

/**
 * One creator on one line. The name is the row's link (keyboard and screen readers); a click
 * anywhere else on the row opens the same page, for the mouse. The name is never cut: it wraps
 * when the column is narrower than it; the handle beside it gives way first.
 */
export function CreatorTableRow({
  measureRef,
  virtualIndex,
  creator,
  rowIndex,
  network,
  action,
}: CreatorTableRowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = creatorName(creator);
  const { main, followers, er, readAt } = compactFigures(creator, network);
  // A creator may choose no country: the cell says so rather than stay blank.
  const country = creator.country
    ? (phoneCountry(creator.country)?.title ?? creator.country)
    : null;

  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    // Selecting text in a cell is not a click on the row.
    if (window.getSelection()?.toString()) return;
    void navigate({ to: '/creators/$id', params: { id: creator.id } });
  };

  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      className="creator-table__row"
      aria-rowindex={rowIndex}
      onClick={open}
    >
      <th scope="row" className="creator-table__who">
        <span className="creator-table__who-inner">
          {/* The name beside it says who this is; the photo would only repeat it. */}
          <span className="creator-table__photo" aria-hidden="true">
            <Avatar
              src={creator.profile_image}
              initials={creatorInitials(creator)}
              label={t('finder.card.photo', { name })}
            />
          </span>
          <span className="creator-table__names">
            <Link to="/creators/$id" params={{ id: creator.id }} className="creator-table__link">
              {name}
            </Link>
            {creator.vanity_name && (
              <span
                className="creator-table__handle"
                {...titleWhenTruncated(`@${creator.vanity_name}`)}
              >
                @{creator.vanity_name}
              </span>
            )}
          </span>
        </span>
      </th>
      <td className="creator-table__col--category">{t(`categories.${creator.category}`)}</td>
      <td className="creator-table__col--network">
        {main ? (
          <span className="creator-table__network">
            <NetworkMark network={main.network} />
            {t(`networks.${main.network}`)}
          </span>
        ) : (
          <MissingValue />
        )}
      </td>
      <td className="creator-table__number creator-table__col--followers">
        {followers === null ? <MissingValue /> : abbreviateFollowers(followers)}
      </td>
      <td className="creator-table__number creator-table__col--er">
        {er === null ? (
          <MissingValue />
        ) : (
          <span className="creator-table__er">
            {formatPercent(er.value)}
            {er.network !== main?.network && (
              <span
                className="creator-table__er-source"
                title={t('finder.table.erFromTitle', { network: t(`networks.${er.network}`) })}
              >
                <NetworkMark network={er.network} />
                <span className="visually-hidden">
                  {t('finder.table.erFrom', { network: t(`networks.${er.network}`) })}
                </span>
              </span>
            )}
          </span>
        )}
      </td>
      <td className="creator-table__col--country">
        {country ?? <span className="creator-table__unset">{t('finder.table.noCountry')}</span>}
      </td>
      <td className="creator-table__col--read">
        {readAt === null ? <MissingValue /> : formatShortDate(readAt)}
      </td>
      <td className="creator-table__action creator-table__col--action">{action}</td>
    </tr>
  );
}
