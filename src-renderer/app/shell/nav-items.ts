import { linkOptions } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import type { Role } from '../../../src-shared/domain/user';
import type { AppRouteName } from '../../router/route-names';
import { BriefcaseIcon, HomeIcon, LinkIcon, SearchIcon, UserIcon } from '../../ui/icons';

export interface NavItemMeta {
  /** The item is current on every location of this route, whatever its parameters. */
  routeName: AppRouteName;
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const creatorItems = linkOptions([
  { to: '/home_search', routeName: 'home_search', labelKey: 'nav.home', Icon: HomeIcon },
  {
    to: '/setting-public-profile/$section',
    params: { section: 'connections' },
    routeName: 'setting-public-profile',
    labelKey: 'nav.publicProfile',
    Icon: UserIcon,
  },
  {
    to: '/my_work/$section',
    params: { section: 'networks' },
    routeName: 'my_work',
    labelKey: 'nav.myWork',
    Icon: BriefcaseIcon,
  },
  {
    to: '/account-setting/social',
    routeName: 'account-setting/social',
    labelKey: 'nav.socialAccounts',
    Icon: LinkIcon,
  },
]);

const brandItems = linkOptions([
  { to: '/home_search', routeName: 'home_search', labelKey: 'nav.findCreators', Icon: SearchIcon },
  {
    to: '/account-setting/social',
    routeName: 'account-setting/social',
    labelKey: 'nav.socialAccounts',
    Icon: LinkIcon,
  },
]);

/** The main destinations each role sees in the left navigation. */
export function navItemsFor(role: Role) {
  return role === 'brand' ? brandItems : creatorItems;
}
