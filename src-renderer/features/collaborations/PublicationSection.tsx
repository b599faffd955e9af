import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  FIGURE_NETWORKS,
  type CollaborationItem,
  type ItemFigures,
} from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate, formatInteger, formatShortDate } from '../../i18n/format';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import './PublicationSection.css';

const FIGURES = ['views', 'likes', 'comments', 'shares', 'reach'] as const;

/**
 * The published post: its link and date, every figures reading with its moment, date and source
 * (typed ones marked as such), and why a scheduled reading failed, when one did.
 */
export function PublicationSection({
  item,
  role,
  counterpart,
}: {
  item: CollaborationItem;
  role: Role;
  counterpart: string;
}) {
  const { t } = useTranslation();
  const titleId = `publication-${item.id}`;
  const problem = item.figures_problem;
  return (
    <Card as="section" aria-labelledby={titleId} className="publication">
      <h3 id={titleId} className="item-detail__section-title">
        {t('collaborations.item.publicationTitle')}
      </h3>
      {item.post_url ? (
        <p className="publication__post">
          <a href={item.post_url} target="_blank" rel="noreferrer">
            {t('collaborations.item.postLink')}
          </a>
          {item.published_at && (
            <span className="publication__date">
              {t('collaborations.item.publishedOn', { date: formatDate(item.published_at) })}
            </span>
          )}
        </p>
      ) : (
        <p className="publication__none">{t('collaborations.item.notPublished')}</p>
      )}
      <p className="publication__how">{howFiguresCome(item, role, counterpart, t)}</p>
      {problem && (
        <Alert tone="warning" title={t('collaborations.item.figuresProblem')}>
          <p>{problem.message}</p>
          <p>
            {problem.retry_at
              ? t('collaborations.item.figuresRetry', { date: formatDate(problem.retry_at) })
              : t('collaborations.item.figuresGaveUp')}
          </p>
        </Alert>
      )}
      {item.figures.length > 0 ? (
        <FiguresTable figures={item.figures} />
      ) : (
        item.post_url && <p className="publication__none">{t('collaborations.figures.empty')}</p>
      )}
    </Card>
  );
}

/**
 * Where the figures come from: read from the network, typed because the creator's account on a
 * network that could be read is not connected, or typed because the network shares none.
 */
function howFiguresCome(
  item: CollaborationItem,
  role: Role,
  counterpart: string,
  t: TFunction,
): string {
  const network = t(`networks.${item.network}`);
  if (item.figures_readable) return t('collaborations.item.figuresRead', { network });
  if ((FIGURE_NETWORKS as readonly string[]).includes(item.network)) {
    return role === 'brand'
      ? t('collaborations.item.figuresNotConnectedBrand', { network, name: counterpart })
      : t('collaborations.item.figuresNotConnected', { network });
  }
  return t('collaborations.item.figuresTyped', { network });
}

function FiguresTable({ figures }: { figures: readonly ItemFigures[] }) {
  const { t } = useTranslation();
  const value = (figure: number | null) =>
    figure === null ? t('collaborations.figures.none') : formatInteger(figure);
  return (
    // Scrolls sideways in a narrow window: reachable and named for keyboard users.
    <div
      className="publication__table-wrap"
      role="region"
      aria-label={t('collaborations.figures.label')}
      tabIndex={0}
    >
      <table className="publication__table">
        <caption className="visually-hidden">{t('collaborations.figures.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('collaborations.figures.checkpoint')}</th>
            <th scope="col">{t('collaborations.figures.readAt')}</th>
            {FIGURES.map((name) => (
              <th key={name} scope="col" className="publication__number">
                {t(`collaborations.figures.${name}`)}
              </th>
            ))}
            <th scope="col">{t('collaborations.figures.source')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((reading) => (
            <tr key={reading.id}>
              <th scope="row">{t(`collaborations.figures.checkpoints.${reading.checkpoint}`)}</th>
              <td>{formatShortDate(reading.read_at)}</td>
              {FIGURES.map((name) => (
                <td key={name} className="publication__number">
                  {value(reading[name])}
                </td>
              ))}
              <td>
                {reading.source === 'manual'
                  ? t('collaborations.figures.manualSource')
                  : t(`networks.${reading.source}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
