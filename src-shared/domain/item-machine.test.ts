import { describe, expect, it } from 'vitest';
import type { ItemStatus } from './collaboration';
import {
  applyItemMove,
  availableMoves,
  isOpenItem,
  revisionsLeft,
  type ItemMachineState,
  type ItemMove,
} from './item-machine';

const state = (overrides: Partial<ItemMachineState> = {}): ItemMachineState => ({
  status: 'pending',
  revisions_used: 0,
  revision_rounds: 2,
  cancel_requested_by: null,
  ...overrides,
});

const submit: ItemMove = { kind: 'submit_draft' };
const approve: ItemMove = { kind: 'review', decision: 'approve' };
const changes: ItemMove = { kind: 'review', decision: 'request_changes' };
const reject: ItemMove = { kind: 'review', decision: 'reject' };
const publish: ItemMove = { kind: 'publish' };
const measure: ItemMove = { kind: 'measure' };
const cancel = (action: 'request' | 'confirm' | 'withdraw' | 'decline'): ItemMove => ({
  kind: 'cancel',
  action,
});

describe('applyItemMove', () => {
  it('walks the whole path: pending → draft → changes → draft → approved → published → measured', () => {
    let current = state();
    const steps: ['brand' | 'creator' | 'system', ItemMove, ItemStatus][] = [
      ['creator', submit, 'draft_submitted'],
      ['brand', changes, 'changes_requested'],
      ['creator', submit, 'draft_submitted'],
      ['brand', approve, 'approved'],
      ['creator', publish, 'published'],
      ['system', measure, 'measured'],
    ];
    for (const [actor, move, status] of steps) {
      const outcome = applyItemMove(current, actor, move);
      expect(outcome.ok, `${actor} ${JSON.stringify(move)} from ${current.status}`).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.next.status).toBe(status);
      current = { ...current, ...outcome.next };
    }
    expect(current.revisions_used).toBe(1);
  });

  it('counts rounds of changes and refuses one past the limit', () => {
    const waiting = state({ status: 'draft_submitted', revisions_used: 2, revision_rounds: 2 });
    expect(applyItemMove(waiting, 'brand', changes)).toEqual({
      ok: false,
      code: 'collaboration_revisions_exhausted',
    });
    expect(applyItemMove(waiting, 'brand', approve).ok).toBe(true);
    expect(revisionsLeft(waiting)).toBe(0);
    expect(revisionsLeft(state({ revision_rounds: 0 }))).toBe(0);
    expect(
      applyItemMove(state({ status: 'draft_submitted', revision_rounds: 0 }), 'brand', changes),
    ).toMatchObject({
      ok: false,
    });
  });

  it('keeps each move to its side', () => {
    expect(applyItemMove(state(), 'brand', submit)).toEqual({
      ok: false,
      code: 'collaboration_not_your_move',
    });
    expect(applyItemMove(state({ status: 'draft_submitted' }), 'creator', approve)).toMatchObject({
      code: 'collaboration_not_your_move',
    });
    expect(applyItemMove(state({ status: 'approved' }), 'brand', publish)).toMatchObject({
      code: 'collaboration_not_your_move',
    });
    expect(applyItemMove(state({ status: 'published' }), 'brand', measure)).toMatchObject({
      code: 'collaboration_not_your_move',
    });
    expect(applyItemMove(state({ status: 'published' }), 'creator', measure).ok).toBe(true);
    expect(applyItemMove(state(), 'system', cancel('request'))).toMatchObject({
      code: 'collaboration_not_your_move',
    });
  });

  it('refuses moves out of order', () => {
    const notAllowed = { ok: false, code: 'collaboration_move_not_allowed' };
    expect(applyItemMove(state(), 'brand', approve)).toEqual(notAllowed);
    expect(applyItemMove(state(), 'creator', publish)).toEqual(notAllowed);
    expect(applyItemMove(state({ status: 'draft_submitted' }), 'creator', submit)).toEqual(
      notAllowed,
    );
    expect(applyItemMove(state({ status: 'approved' }), 'creator', submit)).toEqual(notAllowed);
    expect(applyItemMove(state({ status: 'approved' }), 'system', measure)).toEqual(notAllowed);
    for (const status of ['rejected', 'measured'] as const) {
      for (const [actor, move] of [
        ['creator', submit],
        ['brand', approve],
        ['creator', publish],
        ['brand', cancel('request')],
      ] as const) {
        expect(applyItemMove(state({ status }), actor, move)).toEqual(notAllowed);
      }
    }
  });

  it('ends with cancelled only by agreement, before publication', () => {
    const asked = applyItemMove(state({ status: 'approved' }), 'brand', cancel('request'));
    expect(asked).toEqual({
      ok: true,
      next: {
        status: 'approved',
        revisions_used: 0,
        cancel_requested_by: 'brand',
        action: 'cancel_requested',
      },
    });
    const pending = state({ status: 'approved', cancel_requested_by: 'brand' });
    expect(applyItemMove(pending, 'brand', cancel('confirm'))).toMatchObject({
      code: 'collaboration_cancel_not_requested',
    });
    expect(applyItemMove(pending, 'brand', cancel('request'))).toMatchObject({
      code: 'collaboration_cancel_pending',
    });
    expect(applyItemMove(pending, 'creator', publish)).toMatchObject({
      code: 'collaboration_cancel_pending',
    });
    expect(applyItemMove(pending, 'creator', cancel('decline'))).toMatchObject({
      ok: true,
      next: { cancel_requested_by: null, action: 'cancel_declined', status: 'approved' },
    });
    expect(applyItemMove(pending, 'brand', cancel('withdraw'))).toMatchObject({
      ok: true,
      next: { cancel_requested_by: null, action: 'cancel_withdrawn' },
    });
    expect(applyItemMove(pending, 'creator', cancel('confirm'))).toMatchObject({
      ok: true,
      next: { status: 'cancelled', cancel_requested_by: null, action: 'cancelled' },
    });
    expect(
      applyItemMove(state({ status: 'published' }), 'creator', cancel('request')),
    ).toMatchObject({
      code: 'collaboration_move_not_allowed',
    });
  });

  it('says a cancelled item is cancelled, whatever is tried', () => {
    const cancelled = state({ status: 'cancelled' });
    for (const [actor, move] of [
      ['creator', submit],
      ['brand', approve],
      ['brand', changes],
      ['brand', reject],
      ['creator', publish],
      ['system', measure],
      ['brand', cancel('request')],
    ] as const) {
      expect(applyItemMove(cancelled, actor, move)).toEqual({
        ok: false,
        code: 'collaboration_item_cancelled',
      });
    }
  });
});

describe('availableMoves', () => {
  it('offers each side only what would succeed', () => {
    const waiting = state({ status: 'draft_submitted', revisions_used: 2 });
    expect(availableMoves(waiting, 'brand')).toEqual([approve, reject, cancel('request')]);
    expect(availableMoves(waiting, 'creator')).toEqual([cancel('request')]);
    expect(availableMoves(state({ status: 'approved' }), 'creator')).toEqual([
      publish,
      cancel('request'),
    ]);
    expect(availableMoves(state({ status: 'measured' }), 'brand')).toEqual([]);
  });
});

it('calls open the items still to be delivered', () => {
  expect(
    ['pending', 'draft_submitted', 'changes_requested', 'approved'].every((status) =>
      isOpenItem(status as ItemStatus),
    ),
  ).toBe(true);
  expect(
    ['published', 'measured', 'rejected', 'cancelled'].some((status) =>
      isOpenItem(status as ItemStatus),
    ),
  ).toBe(false);
});
