import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accountIdentity } from '../../app/shell/account-identity';
import { activeAccountAtom, currentUserAtom, deskAvailableAtom } from '../../session/session-atoms';
import { buttonClassName } from '../../ui/button-class-name';
import { ArrowLeftIcon } from '../../ui/icons';
import { returnToDeskAtom } from './desk-atoms';
import './BackToDeskBar.css';

/**
 * "Volver a Agencia" at the top of the shell after a desk line opened a screen (often in another
 * account): names the account now in use and leads back to the view of the desk that was left.
 * Gone once the person is back on the desk (the desk clears it), or when the desktop no longer
 * holds enough accounts for one.
 */
export function BackToDeskBar() {
  const { t } = useTranslation();
  const returnTo = useAtomValue(returnToDeskAtom);
  const onDesk = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.routeName === 'agency',
  });
  const enoughAccounts = useAtomValue(deskAvailableAtom);
  const user = useAtomValue(currentUserAtom);
  const account = useAtomValue(activeAccountAtom);
  if (!returnTo || onDesk || !enoughAccounts || !user) return null;
  return (
    <nav className="desk-return" aria-label={t('agency.back.label')}>
      <Link
        to="/agency"
        search={returnTo}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      >
        <span className="ui-button__icon" aria-hidden="true">
          <ArrowLeftIcon />
        </span>
        {t('agency.back.label')}
      </Link>
      <p className="desk-return__where">
        {t('agency.back.where', { name: accountIdentity(user, account).name })}
      </p>
    </nav>
  );
}
