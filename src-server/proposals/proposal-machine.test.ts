import { describe, expect, it } from 'vitest';
import { applyMove, otherSide, SENT, type ProposalState } from './proposal-machine';

const sent: ProposalState = { status: 'sent', turn: 'creator' };

describe('applyMove', () => {
  it('starts with the creator to answer', () => {
    expect(SENT).toEqual({ status: 'sent', turn: 'creator', action: 'sent' });
  });

  it('lets the side whose turn it is accept, decline or counter', () => {
    expect(applyMove(sent, 'creator', 'accept')).toEqual({
      ok: true,
      next: { status: 'accepted', turn: null, action: 'accepted' },
    });
    expect(applyMove(sent, 'creator', 'decline')).toEqual({
      ok: true,
      next: { status: 'declined', turn: null, action: 'declined' },
    });
    expect(applyMove(sent, 'creator', 'counter')).toEqual({
      ok: true,
      next: { status: 'countered', turn: 'brand', action: 'countered' },
    });
  });

  it('passes the turn back and forth on counters', () => {
    const countered: ProposalState = { status: 'countered', turn: 'brand' };
    expect(applyMove(countered, 'brand', 'counter')).toEqual({
      ok: true,
      next: { status: 'countered', turn: 'creator', action: 'countered' },
    });
    expect(applyMove(countered, 'brand', 'accept')).toMatchObject({
      ok: true,
      next: { status: 'accepted', turn: null },
    });
  });

  it('refuses a move out of turn', () => {
    for (const move of ['accept', 'decline', 'counter'] as const) {
      expect(applyMove(sent, 'brand', move)).toEqual({
        ok: false,
        code: 'proposal_not_your_turn',
      });
    }
    expect(applyMove({ status: 'countered', turn: 'brand' }, 'creator', 'accept')).toEqual({
      ok: false,
      code: 'proposal_not_your_turn',
    });
  });

  it('treats accepted and declined as final for both sides', () => {
    for (const status of ['accepted', 'declined'] as const) {
      for (const side of ['brand', 'creator'] as const) {
        for (const move of ['accept', 'decline', 'counter'] as const) {
          expect(applyMove({ status, turn: null }, side, move)).toEqual({
            ok: false,
            code: 'proposal_closed',
          });
        }
      }
    }
  });

  it('names the other side', () => {
    expect(otherSide('brand')).toBe('creator');
    expect(otherSide('creator')).toBe('brand');
  });
});
