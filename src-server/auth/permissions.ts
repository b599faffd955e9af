import type { Role } from '../../src-shared/domain/user';

/**
 * What each role may do, by permission name. The only place this mapping lives: answers carry the
 * list so clients never derive it themselves.
 */
const PERMISSIONS_BY_ROLE: Readonly<Record<Role, readonly string[]>> = {
  influencer: [
    'profile.edit',
    'networks.manage',
    'briefcase.manage',
    'pricing.manage',
    'credits.buy',
    'casting_calls.apply',
    'proposals.answer',
  ],
  // Brands buy credits too: each is one profile view beyond the month's allowance.
  brand: [
    'brands.manage',
    'finder.search',
    'casting_calls.manage',
    'proposals.send',
    'credits.buy',
  ],
};

/** A new account can only choose its role. */
const PERMISSIONS_WITHOUT_ROLE: readonly string[] = ['account.define_role'];

export function permissionsFor(role: Role | null): string[] {
  return [...(role ? PERMISSIONS_BY_ROLE[role] : PERMISSIONS_WITHOUT_ROLE)];
}

export function hasPermission(role: Role | null, permission: string): boolean {
  return permissionsFor(role).includes(permission);
}
