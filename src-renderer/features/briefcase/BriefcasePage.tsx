import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRIEFCASE_MAX_ITEMS, type BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { call } from '../../bridge/client';
import { EmptyState } from '../../ui/EmptyState';
import { ImageIcon, PlusIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';
import { pieceName, withItem, withoutItem } from './briefcase-list';
import { BriefcaseGrid } from './BriefcaseGrid';
import { BriefcaseViewer } from './BriefcaseViewer';
import { RemoveItemDialog } from './RemoveItemDialog';
import { UploadDialog } from './UploadDialog';
import './BriefcasePage.css';

const loadBriefcase = () => call('listBriefcase');

/** Route briefcase: the creator's portfolio, a grid of images and videos with a viewer. */
export function BriefcasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('briefcase.title'));
  const { state, reload, replace } = useRemoteData('briefcase', loadBriefcase);
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ item: BriefcaseItem; name: string } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const items = state.status === 'ready' ? state.data.results : [];
  const full = items.length >= BRIEFCASE_MAX_ITEMS;

  const uploaded = (item: BriefcaseItem) => {
    setUploading(false);
    toast.success({ title: t('briefcase.upload.done') });
    if (state.status === 'ready') replace(withItem(state.data, item));
    else reload();
  };

  const removed = (item: BriefcaseItem) => {
    if (state.status === 'ready') replace(withoutItem(state.data, item.id));
    else reload();
  };

  return (
    <>
      <PageHeader
        eyebrow={t('briefcase.eyebrow')}
        title={t('briefcase.title')}
        description={t('briefcase.description')}
        actions={
          state.status === 'ready' && (
            <ServerEntryButton
              ref={addButton}
              icon={<PlusIcon />}
              disabled={full}
              onClick={() => setUploading(true)}
            >
              {t('briefcase.add')}
            </ServerEntryButton>
          )
        }
      />
      <RemoteView
        state={state}
        loadingLabel={t('briefcase.loading')}
        failedTitle={t('briefcase.loadFailed')}
        onRetry={reload}
      >
        {({ results }) => (
          <div className="briefcase-page">
            {results.length > 0 && (
              <p className="briefcase-page__count">
                {full
                  ? t('briefcase.full', { max: BRIEFCASE_MAX_ITEMS })
                  : t('briefcase.count', { count: results.length, max: BRIEFCASE_MAX_ITEMS })}
              </p>
            )}
            {results.length > 0 ? (
              <BriefcaseGrid
                items={results}
                onOpen={setViewing}
                onRemove={(item) =>
                  setRemoving({ item, name: pieceName(item, results.indexOf(item) + 1, t) })
                }
              />
            ) : (
              <EmptyState
                icon={<ImageIcon />}
                title={t('briefcase.empty.title')}
                description={<p>{t('briefcase.empty.description')}</p>}
              />
            )}
          </div>
        )}
      </RemoteView>
      <UploadDialog open={uploading} onClose={() => setUploading(false)} onUploaded={uploaded} />
      <BriefcaseViewer
        items={items}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
      <RemoveItemDialog
        target={removing}
        onClose={() => setRemoving(null)}
        onRemoved={removed}
        onFocusAfterRemoval={() => addButton.current?.focus()}
      />
    </>
  );
}
