import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import { isOfflineAtom } from '../../features/offline/connectivity-atoms';
import { useDataAge } from '../../features/offline/use-data-age';
import { CheckIcon } from '../../ui/icons';
import { AccountAvatar } from './AccountAvatar';
import { initialsOf, summaryName } from './account-identity';

export interface AccountRowProps {
  account: AccountSummary;
  /** The account in use: marked, and choosing it changes nothing. */
  current: boolean;
  /** The active user's own name, picture and e-mail are fresher than main's summary. */
  name?: string;
  avatarUrl?: string | null;
  email?: string;
  disabled?: boolean;
  onSelect: () => void;
}

/**
 * One signed-in account in the switcher: picture, name, role and, offline, how old its saved data
 * is. Its name says what choosing it does; the rest describes it.
 */
export function AccountRow({
  account,
  current,
  name = summaryName(account),
  avatarUrl = account.avatarUrl,
  email,
  disabled,
  onSelect,
}: AccountRowProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  return (
    // Radix's Item directly: the kit's MenuItem has no room for a picture and two lines of text.
    <DropdownMenu.Item
      className={`ui-menu__item account-row${current ? ' account-row--current' : ''}`}
      aria-label={current ? name : t('account.switchTo', { name })}
      aria-describedby={detailsId}
      aria-current={current ? 'true' : undefined}
      disabled={disabled ?? false}
      onSelect={onSelect}
    >
      <AccountAvatar src={avatarUrl} initials={initialsOf(name)} />
      <span className="account-row__text">
        <span className="account-row__name">{name}</span>
        <span id={detailsId} className="account-row__details">
          {[email, account.role ? t(`roles.${account.role}`) : t('accountSwitcher.noRole')]
            .filter(Boolean)
            .join(' · ')}
          <OfflineDataAge syncedAt={account.syncedAt} />
          {current && <span className="visually-hidden"> · {t('accountSwitcher.current')}</span>}
        </span>
      </span>
      {current && <CheckIcon className="account-row__check" aria-hidden="true" />}
    </DropdownMenu.Item>
  );
}

/** Only offline does the age of the saved copy matter: it is what the screens show then. */
function OfflineDataAge({ syncedAt }: { syncedAt: string | null }) {
  const offline = useAtomValue(isOfflineAtom);
  if (!offline) return null;
  return <DataAge syncedAt={syncedAt} />;
}

function DataAge({ syncedAt }: { syncedAt: string | null }) {
  const { t } = useTranslation();
  const age = useDataAge(syncedAt, 'short');
  return (
    <>
      {' · '}
      <span className="account-row__age">
        {age ? t('accountSwitcher.dataAge', { age }) : t('accountSwitcher.noData')}
      </span>
    </>
  );
}
