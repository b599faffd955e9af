import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { formatDate } from '../../i18n/format';
import { CheckIcon } from '../../ui/icons';
import { ServerButton } from '../../connectivity/ServerButton';

export interface InviteCallRowProps {
  casting: CastingCall;
  /** Invited from this dialog already: the button gives way to the outcome. */
  invited: boolean;
  sending: boolean;
  onInvite: () => void;
}

/** One open call: its title, brand and deadline, and "Invitar". */
export function InviteCallRow({ casting, invited, sending, onInvite }: InviteCallRowProps) {
  const { t } = useTranslation();
  // Stable, so it runs once when the outcome replaces the button, not on every render.
  const focusOutcome = useCallback((element: HTMLElement | null) => element?.focus(), []);
  return (
    <li className="invite-call">
      <div className="invite-call__text">
        <p className="invite-call__title">{casting.title}</p>
        <p className="invite-call__meta">
          <span>{casting.brand.name}</span>
          <span>{t('castingCalls.list.deadline', { date: formatDate(casting.deadline) })}</span>
        </p>
      </div>
      {invited ? (
        // Focusable so that the keyboard stays here when the button it replaces goes away.
        <p className="invite-call__done" tabIndex={-1} ref={focusOutcome}>
          <CheckIcon width={14} height={14} aria-hidden="true" />
          {t('creator.invite.invited')}
        </p>
      ) : (
        <ServerButton
          variant="secondary"
          size="sm"
          loading={sending}
          aria-label={t('creator.invite.actionLabel', { title: casting.title })}
          offlineReason={t('creator.invite.offline')}
          onClick={onInvite}
        >
          {t('creator.invite.action')}
        </ServerButton>
      )}
    </li>
  );
}
