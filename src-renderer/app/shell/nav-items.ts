import { linkOptions } from '@tanstack/react-router';
import type { ComponentType, SVGProps } from 'react';
import type { Role } from '../../../src-shared/domain/user';
import type { AppRouteName } from '../../router/route-names';
import {
  BookmarkIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalendarIcon,
  CheckIcon,
  CameraIcon,
  CreditCardIcon,
  DocumentIcon,
  DollarIcon,
  HashIcon,
  HomeIcon,
  ImageIcon,
  LinkIcon,
  LockIcon,
  MegaphoneIcon,
  PencilIcon,
  ReceiptIcon,
  SearchIcon,
  SettingsIcon,
  SparklesIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
} from '../../ui/icons';

export interface NavItemMeta {
  /** The item is current on every location of this route, whatever its parameters. */
  routeName: AppRouteName;
  labelKey: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** Plan, ledger, security and settings close both lists (both roles buy credits on the plan page). */
function accountItems(billingLabelKey: string) {
  return linkOptions([
    { to: '/billing', routeName: 'billing', labelKey: billingLabelKey, Icon: CreditCardIcon },
    {
      to: '/transactions',
      routeName: 'transactions',
      labelKey: 'transactions.nav',
      Icon: ReceiptIcon,
    },
    {
      to: '/account-setting/security',
      routeName: 'account-setting/security',
      labelKey: 'security.nav',
      Icon: LockIcon,
    },
    { to: '/settings', routeName: 'settings', labelKey: 'settings.nav', Icon: SettingsIcon },
  ]);
}

const creatorItems = linkOptions([
  { to: '/home_search', routeName: 'home_search', labelKey: 'nav.home', Icon: HomeIcon },
  {
    // SideNav renders this item as ResumeWizardLink: the first step not saved yet, not always this.
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
    to: '/collaborations',
    routeName: 'collaborations',
    labelKey: 'collaborations.nav',
    Icon: CheckIcon,
  },
  { to: '/calendar', routeName: 'calendar', labelKey: 'calendar.nav', Icon: CalendarIcon },
  {
    to: '/my_work/$section',
    params: { section: 'networks' },
    routeName: 'my_work',
    labelKey: 'nav.myWork',
    Icon: BriefcaseIcon,
  },
  { to: '/briefcase', routeName: 'briefcase', labelKey: 'briefcase.nav', Icon: ImageIcon },
  { to: '/pricing', routeName: 'pricing', labelKey: 'pricing.nav', Icon: DollarIcon },
  { to: '/media-kit', routeName: 'media-kit', labelKey: 'mediaKit.nav', Icon: SparklesIcon },
  {
    to: '/image-studio',
    routeName: 'image-studio',
    labelKey: 'imageStudio.nav',
    Icon: PencilIcon,
  },
  { to: '/stories', routeName: 'stories', labelKey: 'stories.nav', Icon: CameraIcon },
  {
    to: '/account-setting/social',
    routeName: 'account-setting/social',
    labelKey: 'nav.socialAccounts',
    Icon: LinkIcon,
  },
  ...accountItems('billing.nav'),
]);

const brandItems = linkOptions([
  { to: '/home_search', routeName: 'home_search', labelKey: 'nav.findCreators', Icon: SearchIcon },
  { to: '/shortlist', routeName: 'shortlist', labelKey: 'shortlist.nav', Icon: BookmarkIcon },
  { to: '/monitor', routeName: 'monitor', labelKey: 'monitor.nav', Icon: HashIcon },
  { to: '/brands', routeName: 'brands', labelKey: 'brands.nav', Icon: TagIcon },
  {
    to: '/casting-calls',
    routeName: 'casting-calls',
    labelKey: 'castingCalls.nav',
    Icon: MegaphoneIcon,
  },
  { to: '/proposals', routeName: 'proposals', labelKey: 'proposals.nav', Icon: DocumentIcon },
  {
    to: '/collaborations',
    routeName: 'collaborations',
    labelKey: 'collaborations.nav',
    Icon: CheckIcon,
  },
  { to: '/calendar', routeName: 'calendar', labelKey: 'calendar.nav', Icon: CalendarIcon },
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
  ...accountItems('billing.navBrand'),
]);

/** Issue 33: every account of this desktop at a glance, for staff holding several accounts. */
const agencyItem = linkOptions([
  { to: '/agency', routeName: 'agency', labelKey: 'agency.nav', Icon: UsersIcon },
]);

/**
 * The main destinations each role sees in the left navigation; "Agencia" right after the first
 * one when the desktop holds enough accounts for the desk (`withAgency`).
 */
export function navItemsFor(role: Role, { withAgency = false }: { withAgency?: boolean } = {}) {
  const [first, ...rest] = role === 'brand' ? brandItems : creatorItems;
  return withAgency ? [first!, ...agencyItem, ...rest] : [first!, ...rest];
}
