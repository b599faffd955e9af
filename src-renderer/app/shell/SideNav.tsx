import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../src-shared/domain/user';
import { ResumeWizardLink } from '../../features/onboarding';
import { deskAvailableAtom } from '../../session/session-atoms';
import { LogoMark } from '../../ui/LogoMark';
import { navItemsFor } from './nav-items';
import './SideNav.css';

/**
 * Memoised: a switch between two accounts of one role changes nothing here, and the shell renders
 * again on every switch (issue 34: the whole shell's render was most of a switch's time).
 */
export const SideNav = memo(function SideNav({ role }: { role: Role }) {
  const { t } = useTranslation();
  const currentRouteName = useRouterState({
    select: (state) => state.matches.at(-1)?.staticData.routeName,
  });
  // "Agencia" once this desktop holds two accounts or more (issue 33).
  const withAgency = useAtomValue(deskAvailableAtom);

  return (
    <nav className="side-nav" aria-label={t('nav.label')}>
      <div className="side-nav__brand">
        <LogoMark className="side-nav__mark" />
        <span className="side-nav__name">{t('app.name')}</span>
      </div>
      <p className="side-nav__role">{t(`roles.${role}`)}</p>
      <ul className="side-nav__list">
        {navItemsFor(role, { withAgency }).map(({ routeName, labelKey, Icon, ...link }) => {
          const current = routeName === currentRouteName;
          const linkProps = {
            className: current ? 'side-nav__link side-nav__link--current' : 'side-nav__link',
            'aria-current': current ? ('page' as const) : undefined,
            children: (
              <>
                <Icon className="side-nav__icon" />
                <span>{t(labelKey)}</span>
              </>
            ),
          };
          return (
            <li key={routeName}>
              {/* "Perfil público" resumes at the first wizard step not saved yet. */}
              {routeName === 'setting-public-profile' ? (
                <ResumeWizardLink {...linkProps} />
              ) : (
                <Link {...link} {...linkProps} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
