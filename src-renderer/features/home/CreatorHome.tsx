import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../src-shared/domain/user';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { sessionAtom } from '../../session/session-atoms';
import { HomeDataAge } from './HomeDataAge';
import './home-copies-early';
import { OpenCallsBlock } from './OpenCallsBlock';
import { ProfileMeter } from './ProfileMeter';
import { PublicLinkBlock } from './PublicLinkBlock';
import { WaitingProposalsBlock } from './WaitingProposalsBlock';
import './CreatorHome.css';

/**
 * home_search for creators: how complete the profile is, what waits for an answer, the calls
 * that fit, and the public link. Every block reads on its own, so one failure blanks only itself.
 */
export function CreatorHome({ user }: { user: User }) {
  const { t } = useTranslation();
  // The blocks keep their answers per account (`home-copies-early.ts` fills them as a switch starts).
  const accountId = useAtomValue(sessionAtom).activeAccountId ?? user.id;
  useDocumentTitle(t('home.creator.documentTitle'));
  const title = user.first_name
    ? t('home.creator.titleWithName', { name: user.first_name })
    : t('home.creator.title');

  return (
    <>
      <PageHeader
        eyebrow={t('home.creator.eyebrow')}
        title={title}
        description={t('home.creator.description')}
      />
      <HomeDataAge />
      <div className="creator-home">
        <ProfileMeter user={user} accountId={accountId} />
        <PublicLinkBlock />
        <WaitingProposalsBlock accountId={accountId} />
        <OpenCallsBlock accountId={accountId} />
      </div>
    </>
  );
}
