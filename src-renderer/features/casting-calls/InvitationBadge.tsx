import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../i18n/format';
import { StatusPill } from '../../ui/StatusPill';

/** On a creator's list: the brand invited them to this call, and when. */
export function InvitationBadge({ invitedAt }: { invitedAt: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone="info">
      {t('castingCalls.invitation.badge', { date: formatShortDate(invitedAt) })}
    </StatusPill>
  );
}
