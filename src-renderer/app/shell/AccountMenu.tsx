import * as Popover from '@radix-ui/react-dialog';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { User } from '../../../src-shared/domain/user';
import { useErrorMessage } from '../../i18n/error-message';
import { activeAccountAtom, otherAccountsAtom } from '../../session/session-atoms';
import { useSignOut } from '../../session/use-sign-out';
import { useSwitchAccount } from '../../session/use-switch-account';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog';
import {
  ArrowLeftIcon,
  ChevronDownIcon,
  LogOutIcon,
  SettingsIcon,
  UserPlusIcon,
} from '../../ui/icons';
import { toast } from '../../ui/toast';
import { AccountActions, type AccountAction } from './AccountActions';
import { AccountAvatar } from './AccountAvatar';
import { accountIdentity, summaryName } from './account-identity';
import type { SwitcherEntry } from './account-search';
import { AccountSwitcherList } from './AccountSwitcherList';
import { addingAccountFromAtom } from './add-account-flow';
import { useSignOutAccount } from './use-sign-out-account';
import './AccountMenu.css';

/** What choosing a row does: switch to it, or (from "Salir de otra cuenta") sign it out. */
type SwitcherMode = 'switch' | 'signOut';

/**
 * The account switcher in the top bar: a popover with every account signed in on this desktop
 * (searchable, grouped by role, the one in use marked), switching, adding one (and then another),
 * settings, and signing out this account or another.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const switchAccount = useSwitchAccount();
  const { signOut, signingOut } = useSignOut();
  const signOutAccount = useSignOutAccount();
  const activeAccount = useAtomValue(activeAccountAtom);
  const otherAccounts = useAtomValue(otherAccountsAtom);
  const store = useStore();
  const { name: currentName, email: currentEmail, initials } = accountIdentity(user, activeAccount);
  const avatarUrl = user.profile_image ?? activeAccount?.avatarUrl ?? null;
  const navigate = useNavigate();
  const activeAccountId = activeAccount?.id ?? null;
  // Back from "Agregar otra cuenta" (the shell mounts again): another account in use means the
  // sign-in worked, so the switcher opens again naming it, ready to add one more; back with the
  // same account, nothing happens.
  const [justAdded, setJustAdded] = useState<string | null>(() => {
    const adding = store.get(addingAccountFromAtom);
    const added = adding && activeAccountId !== null && activeAccountId !== adding.fromAccountId;
    return added ? currentName : null;
  });
  const [open, setOpen] = useState(justAdded !== null);
  const [mode, setMode] = useState<SwitcherMode>('switch');
  // Read once when the shell comes back; this menu sets it again just before it leaves.
  useEffect(() => store.set(addingAccountFromAtom, null), [store]);
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  // Kept after the dialog closes, so its title does not go blank while it fades out.
  const [leaving, setLeaving] = useState<AccountSummary | null>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const leaveAfterClose = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const entries = useMemo<SwitcherEntry[]>(() => {
    const others = otherAccounts.map((account) => ({
      account,
      name: summaryName(account),
      email: account.email,
      avatarUrl: account.avatarUrl,
      current: false,
    }));
    if (mode === 'signOut' || !activeAccount) return others;
    const current = { name: currentName, email: currentEmail, avatarUrl, current: true };
    return [{ account: activeAccount, ...current }, ...others];
  }, [mode, otherAccounts, activeAccount, currentName, currentEmail, avatarUrl]);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setMode('switch');
      setJustAdded(null);
    }
  };

  // Going to another screen (a link, the address) means the person moved on: the switcher,
  // opened again after an account was added, must not stay over the new screen.
  const locationHref = useRouterState({ select: (state) => state.location.href });
  const [shownAt, setShownAt] = useState(locationHref);
  if (shownAt !== locationHref) {
    setShownAt(locationHref);
    changeOpen(false);
  }

  const changeMode = (next: SwitcherMode) => {
    setMode(next);
    setJustAdded(null);
    // The list is remounted for the new mode; its search box takes the focus once it is there.
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  // Main answers from the account's cached session, so the next screen renders from that answer
  // at once: nothing else is awaited and no loader shows.
  const switchTo = async (account: AccountSummary) => {
    setSwitchingTo(account.id);
    try {
      await switchAccount(account.id);
    } catch (error) {
      toast.error({ title: t('account.switchFailed'), description: describe(error) });
    } finally {
      setSwitchingTo(null);
    }
  };

  const choose = (entry: SwitcherEntry) => {
    changeOpen(false);
    if (mode === 'signOut') {
      setLeaving(entry.account);
      leaveAfterClose.current = true;
    } else if (!entry.current) {
      void switchTo(entry.account);
    }
  };

  const goTo = (to: '/add-account' | '/settings') => {
    changeOpen(false);
    void navigate({ to });
  };

  const actions: AccountAction[] =
    mode === 'signOut'
      ? [
          {
            key: 'back',
            label: t('accountSwitcher.back'),
            icon: <ArrowLeftIcon />,
            onSelect: () => changeMode('switch'),
          },
        ]
      : [
          {
            key: 'add',
            label: t('account.addAccount'),
            icon: <UserPlusIcon />,
            onSelect: () => {
              store.set(addingAccountFromAtom, { fromAccountId: activeAccountId });
              goTo('/add-account');
            },
          },
          {
            key: 'settings',
            label: t('accountSwitcher.settings'),
            icon: <SettingsIcon />,
            onSelect: () => goTo('/settings'),
          },
          ...(otherAccounts.length > 0
            ? [
                {
                  key: 'signOutOther',
                  label: t('accountSwitcher.signOutOther'),
                  icon: <LogOutIcon />,
                  onSelect: () => changeMode('signOut'),
                },
              ]
            : []),
          {
            key: 'signOut',
            label: t('account.signOut'),
            icon: <LogOutIcon />,
            tone: 'danger' as const,
            disabled: signingOut,
            onSelect: () => {
              changeOpen(false);
              void signOut();
            },
          },
        ];

  return (
    <>
      <Popover.Root open={open} onOpenChange={changeOpen} modal={false}>
        <div className="account-menu">
          <Popover.Trigger asChild>
            <button ref={triggerRef} type="button" className="account-trigger">
              <AccountAvatar src={avatarUrl} initials={initials} />
              <span className="account-trigger__text">
                <span className="account-trigger__caption">{t('account.menuLabel')}</span>{' '}
                <span className="account-trigger__name">{currentName}</span>
              </span>
              <ChevronDownIcon className="account-trigger__chevron" />
            </button>
          </Popover.Trigger>
          <Popover.Content
            className="account-menu__popover"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              // Just after adding an account the actions take the focus ("add another").
              if (!justAdded) searchRef.current?.focus();
            }}
            onCloseAutoFocus={() => {
              if (!leaveAfterClose.current) return;
              // Radix puts the focus back on the trigger right after this; the confirmation then
              // opens from there, so closing it returns there too.
              leaveAfterClose.current = false;
              setConfirmingLeave(true);
            }}
          >
            {/* A caption, not a heading: the popover sits in the top bar, before the page's h1. */}
            <Popover.Title asChild>
              <p className="account-menu__title">
                {mode === 'signOut'
                  ? t('accountSwitcher.signOutOther')
                  : t('accountSwitcher.title', { count: entries.length })}
              </p>
            </Popover.Title>
            {justAdded && (
              <p role="status" className="account-menu__added">
                {t('accountSwitcher.added', { name: justAdded })}
              </p>
            )}
            <AccountSwitcherList
              key={`list-${mode}`}
              entries={entries}
              // Only while open: a switch closes the switcher, and its rows need not render again.
              disabled={open && switchingTo !== null}
              label={
                mode === 'signOut'
                  ? t('accountSwitcher.signOutList')
                  : t('accountSwitcher.listLabel')
              }
              onChoose={choose}
              searchRef={searchRef}
            />
            <AccountActions
              key={`actions-${mode}`}
              actions={actions}
              {...(justAdded ? { initialFocus: 'add' } : {})}
            />
          </Popover.Content>
        </div>
      </Popover.Root>
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
