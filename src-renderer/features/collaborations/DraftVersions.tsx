import { useTranslation } from 'react-i18next';
import type {
  CollaborationItem,
  DraftMedia,
  DraftVersion,
} from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate } from '../../i18n/format';
import { Card } from '../../ui/Card';
import { DraftThumb } from './DraftThumb';
import './DraftVersions.css';

/**
 * Every draft of the item, newest first: the latest beside the one before it (what the brand
 * compares when reviewing), older ones folded below. Each shows its files, caption, planned date
 * and the creator's note.
 */
export function DraftVersions({
  item,
  role,
  counterpart,
}: {
  item: CollaborationItem;
  role: Role;
  counterpart: string;
}) {
  const { t } = useTranslation();
  const newestFirst = [...item.versions].reverse();
  const [latest, previous, ...older] = newestFirst;
  const titleId = `drafts-${item.id}`;
  return (
    <Card as="section" aria-labelledby={titleId} className="draft-versions">
      <h3 id={titleId} className="item-detail__section-title">
        {t('collaborations.item.draftsTitle')}
      </h3>
      {!latest ? (
        <p className="draft-versions__empty">{t('collaborations.item.noDrafts')}</p>
      ) : (
        <div
          className={previous ? 'draft-versions__compare' : 'draft-versions__single'}
          aria-label={previous ? t('collaborations.review.compareLabel') : undefined}
          role={previous ? 'group' : undefined}
        >
          <VersionView
            version={latest}
            heading={t('collaborations.item.latestVersion', { version: latest.version })}
            noteLabel={role === 'brand' ? counterpart : t('collaborations.item.note')}
          />
          {previous && (
            <VersionView
              version={previous}
              heading={t('collaborations.item.previousVersion', { version: previous.version })}
              noteLabel={role === 'brand' ? counterpart : t('collaborations.item.note')}
              muted
            />
          )}
        </div>
      )}
      {older.length > 0 && (
        <details className="draft-versions__older">
          <summary>{t('collaborations.item.olderVersions', { count: older.length })}</summary>
          {older.map((version) => (
            <VersionView
              key={version.id}
              version={version}
              heading={t('collaborations.item.version', { version: version.version })}
              noteLabel={t('collaborations.item.note')}
              muted
            />
          ))}
        </details>
      )}
    </Card>
  );
}

function VersionView({
  version,
  heading,
  noteLabel,
  muted = false,
}: {
  version: DraftVersion;
  heading: string;
  noteLabel: string;
  muted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className={muted ? 'draft-version draft-version--muted' : 'draft-version'}>
      <header className="draft-version__header">
        <h4 className="draft-version__title">{heading}</h4>
        <p className="draft-version__date">
          {t('collaborations.item.handedIn', { date: formatDate(version.created_at) })}
        </p>
      </header>
      <ul className="draft-version__media">
        {version.media.map((media) => (
          <li key={media.id}>
            <MediaLink media={media} />
          </li>
        ))}
      </ul>
      <div className="draft-version__caption">
        <p className="draft-version__label">{t('collaborations.item.caption')}</p>
        <p className="draft-version__text">
          {version.caption || t('collaborations.item.noCaption')}
        </p>
      </div>
      {version.planned_publish_date && (
        <p className="draft-version__planned">
          {t('collaborations.item.plannedDate', { date: formatDate(version.planned_publish_date) })}
        </p>
      )}
      {version.note && (
        <blockquote className="draft-version__note">
          <p className="draft-version__label">{noteLabel}</p>
          <p className="draft-version__text">{version.note}</p>
        </blockquote>
      )}
    </article>
  );
}

/** A draft file opened in the system browser's viewer (images) or player (videos). */
function MediaLink({ media }: { media: DraftMedia }) {
  const { t } = useTranslation();
  return (
    <a
      className="draft-version__file"
      href={media.url}
      target="_blank"
      rel="noreferrer"
      aria-label={
        media.media_type === 'video'
          ? t('collaborations.item.playVideo', { name: media.file_name })
          : t('collaborations.item.openImage', { name: media.file_name })
      }
    >
      <DraftThumb media={media} size="lg" />
    </a>
  );
}
