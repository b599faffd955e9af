import { describe, expect, it } from 'vitest';
import { aProposal } from '../../test/marketplace-builders';
import { isClosed, isMyTurn, sideOf } from './proposal-side';

describe('proposal sides', () => {
  it('maps roles to sides', () => {
    expect(sideOf('brand')).toBe('brand');
    expect(sideOf('influencer')).toBe('creator');
  });

  it('lets only the side whose turn it is answer', () => {
    const sent = aProposal({ turn: 'creator' });
    expect(isMyTurn(sent, 'influencer')).toBe(true);
    expect(isMyTurn(sent, 'brand')).toBe(false);
    const accepted = aProposal({ status: 'accepted', turn: null });
    expect(isMyTurn(accepted, 'influencer')).toBe(false);
    expect(isMyTurn(accepted, 'brand')).toBe(false);
    expect(isClosed(accepted)).toBe(true);
    expect(isClosed(sent)).toBe(false);
  });
});
