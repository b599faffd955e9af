import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { MegaphoneIcon } from '../../ui/icons';
import { CastingCallList } from '../casting-calls';
import { RemoteView } from '../../data/RemoteView';
import { savedCopyOf } from '../../data/saved-copy';
import { useRemoteData } from '../../data/use-remote-data';
import { useReloadWhenOnline } from '../public-profile';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import { HOME_LIST_SIZE } from './home-lists';

export const openCallsKey = (accountId: string) => `home:casting-calls:${accountId}`;

/** The open calls from an account's saved copy (the active one's without `accountId`). */
export const openCallsFromCopy = (accountId?: string) =>
  savedCopyOf({ read: 'listCastingCalls', args: {}, ...(accountId ? { accountId } : {}) });

/** The newest open casting calls that fit the creator (the core API does the fitting). */
export function OpenCallsBlock({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { state, reload } = useRemoteData(
    openCallsKey(accountId),
    () => call('listCastingCalls', {}),
    { savedCopy: () => openCallsFromCopy() },
  );
  useReloadWhenOnline(reload);
  return (
    <HomeBlock
      id="home-calls"
      className="home-calls"
      title={t('home.creator.calls.title')}
      more={
        <Link to="/casting-calls" className="home-block__more">
          {t('home.creator.calls.all')}
        </Link>
      }
    >
      <RemoteView
        state={state}
        loadingLabel={t('castingCalls.list.loading')}
        failedTitle={t('castingCalls.list.failed')}
        onRetry={reload}
      >
        {(page) =>
          page.results.length === 0 ? (
            <HomeEmpty
              icon={<MegaphoneIcon />}
              title={t('castingCalls.list.emptyCreator')}
              hint={t('castingCalls.list.emptyCreatorHint')}
            />
          ) : (
            <CastingCallList calls={page.results.slice(0, HOME_LIST_SIZE)} role="influencer" />
          )
        }
      </RemoteView>
    </HomeBlock>
  );
}
