import { linkOptions } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import type { Role } from '../../../src-shared/domain/user';
import type { AppRouteName } from '../../router/route-names';
import {
  BriefcaseIcon,
  BuildingIcon,
  DocumentIcon,
  HomeIcon,
  LinkIcon,
  MegaphoneIcon,
  SearchIcon,
  TagIcon,
  UserIcon,
} from '../../ui/icons';

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
    to: '/casting-calls',
    routeName: 'casting-calls',
    labelKey: 'castingCalls.nav',
    Icon: MegaphoneIcon,
  },
  { to: '/proposals', routeName: 'proposals', labelKey: 'proposals.nav', Icon: DocumentIcon },
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
  { to: '/brands', routeName: 'brands', labelKey: 'brands.nav', Icon: TagIcon },
  {
    to: '/casting-calls',
    routeName: 'casting-calls',
    labelKey: 'castingCalls.nav',
    Icon: MegaphoneIcon,
  },
  { to: '/proposals', routeName: 'proposals', labelKey: 'proposals.nav', Icon: DocumentIcon },
  {
    to: '/account-setting/social',
    routeName: 'account-setting/social',
    labelKey: 'nav.socialAccounts',
    Icon: LinkIcon,
  },
  {
    to: '/account-setting/company',
    routeName: 'account-setting/company',
    labelKey: 'company.nav',
    Icon: BuildingIcon,
  },
]);

/** The main destinations each role sees in the left navigation. */
export function navItemsFor(role: Role) {
  return role === 'brand' ? brandItems : creatorItems;
}
