import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { call } from '../../bridge/client';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, SparklesIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { toast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';
import { withBrand } from './brand-list';
import { BrandFormDialog } from './BrandFormDialog';
import { BrandList } from './BrandList';
import { BrandLogoDialog } from './BrandLogoDialog';

const loadBrands = () => call('listBrands');

/** Route brands: the brands this account runs campaigns for; create and edit in a dialog. */
export function BrandsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('brands.title'));
  const { state, reload, replace } = useRemoteData('brands', loadBrands);
  const [editing, setEditing] = useState<Brand | null | undefined>(undefined);
  const [logoFor, setLogoFor] = useState<Brand | null>(null);

  const keep = (brand: Brand) => {
    if (state.status === 'ready') replace(withBrand(state.data, brand));
    else reload();
  };

  const saved = (brand: Brand) => {
    toast.success({
      title: editing
        ? t('brands.updated', { name: brand.name })
        : t('brands.created', { name: brand.name }),
    });
    setEditing(undefined);
    keep(brand);
  };

  const logoUploaded = (brand: Brand) => {
    toast.success({ title: t('brands.logo.uploaded', { name: brand.name }) });
    setLogoFor(null);
    keep(brand);
  };

  const createButton = (
    <ServerEntryButton icon={<PlusIcon />} onClick={() => setEditing(null)}>
      {t('brands.new')}
    </ServerEntryButton>
  );
  const hasBrands = state.status === 'ready' && state.data.results.length > 0;

  return (
    <>
      <PageHeader
        eyebrow={t('brands.eyebrow')}
        title={t('brands.title')}
        description={t('brands.description')}
        actions={hasBrands ? createButton : undefined}
      />
      <RemoteView
        state={state}
        loadingLabel={t('brands.loading')}
        failedTitle={t('brands.loadFailed')}
        onRetry={reload}
      >
        {({ results }) =>
          results.length > 0 ? (
            <BrandList brands={results} onEdit={setEditing} onChangeLogo={setLogoFor} />
          ) : (
            <EmptyState
              icon={<SparklesIcon />}
              title={t('brands.empty.title')}
              description={<p>{t('brands.empty.description')}</p>}
              action={createButton}
            />
          )
        }
      </RemoteView>
      <BrandFormDialog editing={editing} onClose={() => setEditing(undefined)} onSaved={saved} />
      <BrandLogoDialog brand={logoFor} onClose={() => setLogoFor(null)} onUploaded={logoUploaded} />
    </>
  );
}
