import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { User } from '../../../src-shared/domain/user';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { activeAccountAtom, otherAccountsAtom } from '../../session/session-atoms';
import { useApplySession } from '../../session/use-apply-session';
import { useSignOut } from '../../session/use-sign-out';
import { ChevronDownIcon, LogOutIcon, SwitchUserIcon, UserPlusIcon } from '../../ui/icons';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '../../ui/Menu';
import { toast } from '../../ui/toast';
import { accountIdentity } from './account-identity';
import './AccountMenu.css';

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const applySession = useApplySession();
  const { signOut, signingOut } = useSignOut();
  const activeAccount = useAtomValue(activeAccountAtom);
  const otherAccounts = useAtomValue(otherAccountsAtom);
  const identity = accountIdentity(user, activeAccount);
  const navigate = useNavigate();

  const switchTo = async (account: AccountSummary) => {
    try {
      applySession(await call('switchAccount', { accountId: account.id }));
    } catch (error) {
      toast.error({ title: t('account.switchFailed'), description: describe(error) });
    }
  };

  return (
    <Menu
      trigger={
        <button type="button" className="account-trigger" aria-label={t('account.menuLabel')}>
          <span className="account-trigger__avatar" aria-hidden="true">
            {identity.initials}
          </span>
          <span className="account-trigger__text">
            <span className="account-trigger__caption">{t('account.menuLabel')}</span>
            <span className="account-trigger__name">{identity.name}</span>
          </span>
          <ChevronDownIcon className="account-trigger__chevron" />
        </button>
      }
    >
      <MenuLabel>
        <span className="account-menu__name">{identity.name}</span>
        <span className="account-menu__email">{identity.email}</span>
        {user.role && <span className="account-menu__role">{t(`roles.${user.role}`)}</span>}
      </MenuLabel>
      <MenuSeparator />
      {otherAccounts.map((account) => (
        <MenuItem
          key={account.id}
          icon={<SwitchUserIcon />}
          onSelect={() => void switchTo(account)}
        >
          {t('account.switchTo', { name: account.displayName || account.email })}
        </MenuItem>
      ))}
      <MenuItem icon={<UserPlusIcon />} onSelect={() => void navigate({ to: '/add-account' })}>
        {t('account.addAccount')}
      </MenuItem>
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
  );
}
