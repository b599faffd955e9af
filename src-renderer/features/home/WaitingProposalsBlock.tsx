import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { DocumentIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import { savedCopyOf } from '../../data/saved-copy';
import { useRemoteData } from '../../data/use-remote-data';
import { ProposalList } from '../proposals';
import { useReloadWhenOnline } from '../public-profile';
import { HomeBlock } from './HomeBlock';
import { HomeEmpty } from './HomeEmpty';
import { HOME_LIST_SIZE } from './home-lists';
import { waitingForCreator } from './waiting-proposals';

export const waitingProposalsKey = (accountId: string) => `home:waiting-proposals:${accountId}`;

/** The waiting proposals from an account's saved copy (the active one's without `accountId`). */
export async function waitingProposalsFromCopy(accountId?: string) {
  const of = accountId ? { accountId } : {};
  const [sent, countered] = await Promise.all([
    savedCopyOf({ read: 'listProposals', args: { status: 'sent' }, ...of }),
    savedCopyOf({ read: 'listProposals', args: { status: 'countered' }, ...of }),
  ]);
  return sent && countered ? waitingForCreator([sent, countered]) : null;
}

/** Proposals whose next move is the creator's, each linked to its page. */
export function WaitingProposalsBlock({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  // Only open proposals can wait for an answer: sent ones, and countered ones back on this side.
  const { state, reload } = useRemoteData(
    waitingProposalsKey(accountId),
    async () =>
      waitingForCreator(
        await Promise.all([
          call('listProposals', { status: 'sent' }),
          call('listProposals', { status: 'countered' }),
        ]),
      ),
    { savedCopy: () => waitingProposalsFromCopy() },
  );
  useReloadWhenOnline(reload);
  return (
    <HomeBlock
      id="home-proposals"
      className="home-proposals"
      title={t('home.creator.proposals.title')}
      more={
        <Link to="/proposals" className="home-block__more">
          {t('home.creator.proposals.all')}
        </Link>
      }
    >
      <RemoteView
        state={state}
        loadingLabel={t('proposals.list.loading')}
        failedTitle={t('proposals.list.failed')}
        onRetry={reload}
      >
        {(waiting) =>
          waiting.length === 0 ? (
            <HomeEmpty
              icon={<DocumentIcon />}
              title={t('home.creator.proposals.empty')}
              hint={t('home.creator.proposals.emptyHint')}
            />
          ) : (
            <ProposalList
              proposals={waiting.slice(0, HOME_LIST_SIZE)}
              role="influencer"
              label={t('proposals.list.label')}
            />
          )
        }
      </RemoteView>
    </HomeBlock>
  );
}
