import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { useDataAge } from '../../connectivity/use-data-age';
import { CheckIcon } from '../../ui/icons';
import { AccountAvatar } from './AccountAvatar';
import { initialsOf } from './account-identity';
import type { SwitcherEntry } from './account-search';

export interface AccountRowProps {
  entry: SwitcherEntry;
  /** The option's id, for the search box's `aria-activedescendant`. */
  id: string;
  /** Where the keyboard (or the pointer) is in the list. */
  active: boolean;
  disabled: boolean;
  /** Stable across renders (the row is memoised): each is called with the row's entry. */
  onChoose: (entry: SwitcherEntry) => void;
  onPoint: (entry: SwitcherEntry) => void;
}

/**
 * Memoised: with 50 accounts, a row renders again only when its own entry or state changes
 * (not when the switcher closes on a switch, nor while the person types in the search box).
 *
 * One signed-in account in the switcher, two lines: picture, name; handle (else e-mail), role and,
 * offline, how old its saved data is. The option is named by what it shows, its name first (WCAG 2.5.3).
 */
export const AccountRow = memo(function AccountRow({
  entry,
  id,
  active,
  disabled,
  onChoose,
  onPoint,
}: AccountRowProps) {
  const { t } = useTranslation();
  const { account, name, email, avatarUrl, current } = entry;
  const role = account.role ? t(`roles.${account.role}`) : t('accountSwitcher.noRole');
  const details = [account.handle ? `@${account.handle}` : null, email, role].filter(Boolean);
  const classes = [
    'account-row',
    active && 'account-row--active',
    current && 'account-row--current',
  ];
  return (
    // The search box keeps the focus (aria-activedescendant), so the row itself is never focused.
    <div
      id={id}
      role="option"
      className={classes.filter(Boolean).join(' ')}
      aria-selected={active}
      aria-current={current ? 'true' : undefined}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onChoose(entry);
      }}
      onMouseMove={() => {
        if (!active) onPoint(entry);
      }}
    >
      <AccountAvatar src={avatarUrl} initials={initialsOf(name)} />
      <span className="account-row__text">
        <span className="account-row__name">
          {name}
          {/* The name and the details are two lines on screen, one sentence when read. */}
          <span className="visually-hidden">, </span>
        </span>
        <span className="account-row__details" title={details.join(' · ')}>
          {/*
           * One line on screen (handle · role, so 8+ rows show at 1024×640); the e-mail is
           * still read out, and shown where there is no handle.
           */}
          {`${account.handle ? `@${account.handle}` : email} · ${role}`}
          {account.handle && <span className="visually-hidden">{` · ${email}`}</span>}
          <OfflineDataAge syncedAt={account.syncedAt} />
          {current && <span className="visually-hidden"> · {t('accountSwitcher.current')}</span>}
        </span>
      </span>
      {current && <CheckIcon className="account-row__check" aria-hidden="true" />}
    </div>
  );
});

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
