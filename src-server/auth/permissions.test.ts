import { describe, expect, it } from 'vitest';
import { hasPermission, permissionsFor } from './permissions';

describe('permissions', () => {
  it('lets an account without a role only define it', () => {
    expect(permissionsFor(null)).toEqual(['account.define_role']);
  });

  it('gives creators and brands their own sets', () => {
    expect(permissionsFor('influencer')).toEqual([
      'profile.edit',
      'networks.manage',
      'briefcase.manage',
      'pricing.manage',
      'credits.buy',
      'casting_calls.apply',
      'proposals.answer',
    ]);
    expect(permissionsFor('brand')).toEqual([
      'brands.manage',
      'finder.search',
      'casting_calls.manage',
      'proposals.send',
      'credits.buy',
    ]);
    expect(hasPermission('brand', 'credits.buy')).toBe(true);
    expect(hasPermission('brand', 'finder.search')).toBe(true);
    expect(hasPermission('influencer', 'finder.search')).toBe(false);
    expect(hasPermission('influencer', 'account.define_role')).toBe(false);
  });

  it('returns a copy callers cannot use to change the mapping', () => {
    permissionsFor('brand').push('admin');
    expect(permissionsFor('brand')).not.toContain('admin');
  });
});
