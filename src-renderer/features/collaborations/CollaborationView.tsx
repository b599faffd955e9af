import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Collaboration } from '../../../src-shared/domain/collaboration';
import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import type { Role } from '../../../src-shared/domain/user';
import { SectionDataAge } from '../../connectivity/SectionOfflineNote';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { Card } from '../../ui/Card';
import { creatorName } from '../../ui/creator-name';
import { PageHeader } from '../../ui/PageHeader';
import { StatusPill } from '../../ui/StatusPill';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DealMoneySection } from '../deal-money';
import { ItemDetail } from './ItemDetail';
import { ItemNav } from './ItemNav';
import { COLLABORATION_STATUS_TONES } from './item-text';
import { ReportExportButtons } from './ReportExportButtons';
import './CollaborationView.css';

export interface CollaborationViewProps {
  collaboration: Collaboration;
  role: Role;
  /** The item named in the address; the next one due (or the first) when none is. */
  selectedItemId: string | null;
  /** A move's answer: the collaboration as it is now. */
  onChanged: (collaboration: Collaboration) => void;
  /** The collaboration moved on elsewhere: read it again. */
  onReload: () => void;
}

/** collaborations/$id: the deal's terms, its items with where each stands, and one item opened. */
export function CollaborationView({
  collaboration,
  role,
  selectedItemId,
  onChanged,
  onReload,
}: CollaborationViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creator = creatorName(collaboration.creator) || t('collaborations.view.creator');
  const title = t('collaborations.view.title', { brand: collaboration.brand.name, creator });
  useDocumentTitle(title);
  const counterpart = role === 'brand' ? creator : collaboration.brand.name;

  const selected =
    collaboration.items.find((item) => item.id === selectedItemId) ??
    collaboration.items.find((item) => item.id === collaboration.next_due?.id) ??
    collaboration.items[0];

  const select = (itemId: string) =>
    void navigate({
      to: '/collaborations/$id',
      params: { id: collaboration.id },
      search: { item: itemId },
      replace: true,
    });

  return (
    <>
      <PageHeader
        eyebrow={t('collaborations.view.eyebrow')}
        title={title}
        actions={
          <>
            <StatusPill tone={COLLABORATION_STATUS_TONES[collaboration.status]}>
              {t(`collaborations.collaborationStatuses.${collaboration.status}`)}
            </StatusPill>
            {role === 'brand' && <ReportExportButtons collaborationId={collaboration.id} />}
          </>
        }
      />
      <div className="collaboration-view">
        <SectionDataAge savedAt={offlineSavedAt(collaboration)} />
        <Card as="section" aria-label={t('collaborations.view.summaryLabel')}>
          <dl className="collaboration-view__terms">
            <div>
              <dt>
                {t(role === 'brand' ? 'collaborations.view.creator' : 'collaborations.view.brand')}
              </dt>
              <dd>{counterpart}</dd>
            </div>
            <div>
              <dt>{t('collaborations.view.dates')}</dt>
              <dd>
                {t('collaborations.view.datesValue', {
                  start: formatDate(collaboration.start_date),
                  end: formatDate(collaboration.end_date),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('collaborations.view.price')}</dt>
              <dd className="collaboration-view__price">{formatMoneyUsd(collaboration.price)}</dd>
            </div>
            <div>
              <dt>{t('collaborations.view.rounds')}</dt>
              <dd>{collaboration.revision_rounds}</dd>
            </div>
          </dl>
          <Link
            to="/view_proposal/$id"
            params={{ id: collaboration.proposal_id }}
            className="collaboration-view__proposal"
          >
            {t('collaborations.view.proposal')}
          </Link>
        </Card>
        <DealMoneySection
          collaborationId={collaboration.id}
          role={role}
          counterpart={counterpart}
          onMoneyChanged={(money) => {
            // The collaboration carries the money's status too (lists, the creator's hints).
            if (money.status !== collaboration.money_status) onReload();
          }}
        />
        <div className="collaboration-view__work">
          <ItemNav
            items={collaboration.items}
            selectedId={selected?.id ?? null}
            onSelect={select}
          />
          {selected && (
            <ItemDetail
              key={selected.id}
              collaboration={collaboration}
              item={selected}
              role={role}
              counterpart={counterpart}
              onChanged={onChanged}
              onReload={onReload}
            />
          )}
        </div>
      </div>
    </>
  );
}
