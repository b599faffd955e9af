import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { User } from '../../../src-shared/domain/user';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { activeAccountAtom, otherAccountsAtom } from '../../session/session-atoms';
import { useApplySession } from '../../session/use-apply-session';
import { useSignOut } from '../../session/use-sign-out';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog';
import {
  ChevronDownIcon,
  ChevronRightIcon,
  LogOutIcon,
  SettingsIcon,
  UserPlusIcon,
} from '../../ui/icons';
import { Menu, MenuItem, MenuSeparator } from '../../ui/Menu';
import { toast } from '../../ui/toast';
import { AccountAvatar } from './AccountAvatar';
import { accountIdentity, summaryName } from './account-identity';
import { AccountRow } from './AccountRow';
import { useSignOutAccount } from './use-sign-out-account';
import './AccountMenu.css';

/**
 * The account switcher in the top bar: every account signed in on this desktop (the one in use
 * marked), switching, adding one, settings, and signing out this account or another.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const applySession = useApplySession();
  const { signOut, signingOut } = useSignOut();
  const signOutAccount = useSignOutAccount();
  const activeAccount = useAtomValue(activeAccountAtom);
  const otherAccounts = useAtomValue(otherAccountsAtom);
  const identity = accountIdentity(user, activeAccount);
  const avatarUrl = user.profile_image ?? activeAccount?.avatarUrl ?? null;
  const navigate = useNavigate();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  // Kept after the dialog closes, so its title does not go blank while it fades out.
  const [leaving, setLeaving] = useState<AccountSummary | null>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Main answers from the account's cached session, so the next screen renders from that answer
  // at once: nothing else is awaited and no loader shows.
  const switchTo = async (account: AccountSummary) => {
    setSwitchingTo(account.id);
    try {
      applySession(await call('switchAccount', { accountId: account.id }));
    } catch (error) {
      toast.error({ title: t('account.switchFailed'), description: describe(error) });
    } finally {
      setSwitchingTo(null);
    }
  };

  return (
    <>
      <Menu
        trigger={
          <button ref={triggerRef} type="button" className="account-trigger">
            <AccountAvatar src={avatarUrl} initials={identity.initials} />
            <span className="account-trigger__text">
              <span className="account-trigger__caption">{t('account.menuLabel')}</span>{' '}
              <span className="account-trigger__name">{identity.name}</span>
            </span>
            <ChevronDownIcon className="account-trigger__chevron" />
          </button>
        }
      >
        <DropdownMenu.Group aria-labelledby="account-menu-accounts">
          <DropdownMenu.Label id="account-menu-accounts" className="account-menu__heading">
            {t('accountSwitcher.listLabel')}
          </DropdownMenu.Label>
          {activeAccount && (
            <AccountRow
              account={activeAccount}
              current
              name={identity.name}
              email={identity.email}
              avatarUrl={avatarUrl}
              onSelect={() => {}}
            />
          )}
          {otherAccounts.map((account) => (
            <AccountRow
              key={account.id}
              account={account}
              current={false}
              disabled={switchingTo !== null}
              onSelect={() => void switchTo(account)}
            />
          ))}
        </DropdownMenu.Group>
        <MenuSeparator />
        <MenuItem icon={<UserPlusIcon />} onSelect={() => void navigate({ to: '/add-account' })}>
          {t('account.addAccount')}
        </MenuItem>
        <MenuItem icon={<SettingsIcon />} onSelect={() => void navigate({ to: '/settings' })}>
          {t('accountSwitcher.settings')}
        </MenuItem>
        {otherAccounts.length > 0 && (
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="ui-menu__item">
              <span className="ui-menu__icon" aria-hidden="true">
                <LogOutIcon />
              </span>
              {t('accountSwitcher.signOutOther')}
              <ChevronRightIcon className="account-menu__sub-chevron" aria-hidden="true" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="ui-menu" sideOffset={4}>
                {otherAccounts.map((account) => (
                  <MenuItem
                    key={account.id}
                    onSelect={() => {
                      setLeaving(account);
                      setConfirmingLeave(true);
                    }}
                  >
                    {t('accountSwitcher.signOutOne', { name: summaryName(account) })}
                  </MenuItem>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        )}
        <MenuSeparator />
        <MenuItem
          tone="danger"
          icon={<LogOutIcon />}
          disabled={signingOut}
          onSelect={() => void signOut()}
        >
          {t('account.signOut')}
        </MenuItem>
      </Menu>
      <ConfirmRemovalDialog
        open={confirmingLeave}
        title={t('accountSwitcher.confirmTitle', { name: leaving ? summaryName(leaving) : '' })}
        description={t('accountSwitcher.confirmText')}
        confirmLabel={t('accountSwitcher.confirm')}
        onConfirm={() => (leaving ? signOutAccount(leaving) : Promise.resolve(false))}
        onClose={() => setConfirmingLeave(false)}
        onFocusAfterRemoval={() => triggerRef.current?.focus()}
      />
    </>
  );
}
