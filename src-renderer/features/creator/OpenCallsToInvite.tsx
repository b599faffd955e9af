import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { buttonClassName } from '../../ui/button-class-name';
import { toast } from '../../ui/toast';
import { LoadMore } from '../../data/LoadMore';
import { RemoteView } from '../../data/RemoteView';
import { usePagedList } from '../../data/use-paged-list';
import { InviteCallRow } from './InviteCallRow';
import './OpenCallsToInvite.css';

export interface OpenCallsToInviteProps {
  creatorId: string;
  name: string;
}

/** The brand's open calls (the casting-calls list's "Abiertos" filter), or the way to make one. */
export function OpenCallsToInvite({ creatorId, name }: OpenCallsToInviteProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const list = usePagedList('invite:open-calls', (page) =>
    call('listCastingCalls', { status: 'open', ...(page > 1 ? { page } : {}) }),
  );
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);

  const invite = async (casting: CastingCall) => {
    setSending(casting.id);
    try {
      const invitation = await call('inviteToCastingCall', {
        id: casting.id,
        creator_id: creatorId,
      });
      setInvited((before) => new Set(before).add(casting.id));
      const text = { name, title: casting.title };
      if (invitation.new) toast.success({ title: t('creator.invite.done', text) });
      else toast.info({ title: t('creator.invite.already', text) });
    } catch (error) {
      toast.error({ title: t('creator.invite.sendFailed'), description: describe(error) });
    } finally {
      setSending(null);
    }
  };

  return (
    <RemoteView
      state={list.state}
      loadingLabel={t('creator.invite.loading')}
      failedTitle={t('creator.invite.failed')}
      onRetry={list.reload}
    >
      {() =>
        list.items.length === 0 ? (
          <div className="invite-calls__none">
            <p className="invite-calls__none-title">{t('creator.invite.none')}</p>
            <p>{t('creator.invite.noneHint', { name })}</p>
            <Link to="/casting-calls/new" className={buttonClassName()}>
              {t('creator.invite.create')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="invite-calls" aria-label={t('creator.invite.listLabel')}>
              {list.items.map((casting) => (
                <InviteCallRow
                  key={casting.id}
                  casting={casting}
                  invited={invited.has(casting.id)}
                  sending={sending === casting.id}
                  onInvite={() => void invite(casting)}
                />
              ))}
            </ul>
            <LoadMore list={list} />
          </>
        )
      }
    </RemoteView>
  );
}
