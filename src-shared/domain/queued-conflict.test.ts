import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './queued-action';
import { queuedAhead, sendAgainRefusal } from './queued-conflict';

const terms = {
  deliverables: [{ network: 'instagram' as const, content_type: 'reel' as const, quantity: 1 }],
  price: 900,
  start_date: '2030-01-10',
  end_date: '2030-01-31',
  message: 'Hola',
};

const counter = (id: string, theirsStatus: string | null, code = 'changed_meanwhile') =>
  ({
    kind: 'counterProposal',
    id: `a-${id}`,
    args: { id, terms },
    conflict: {
      code,
      message: 'Cambió',
      theirs: theirsStatus ? { id, status: theirsStatus } : null,
      base: null,
      detected_at: '2030-01-01T00:00:00.000Z',
    },
  }) as unknown as QueuedAction;

describe('sendAgainRefusal', () => {
  it.each(['accepted', 'declined', 'cancelled', 'expired'])(
    'refuses sending a counter again on a proposal %s on the server',
    (status) => {
      expect(sendAgainRefusal(counter('p1', status))).toBe('proposal_closed');
    },
  );

  it('refuses it when the server said the proposal closed, even without its version', () => {
    expect(sendAgainRefusal(counter('p1', null, 'proposal_closed'))).toBe('proposal_closed');
  });

  it.each(['sent', 'countered'])(
    'lets a counter on a proposal still %s be sent again',
    (status) => {
      expect(sendAgainRefusal(counter('p1', status))).toBeNull();
    },
  );

  it('says nothing of other kinds of action', () => {
    const price = {
      kind: 'savePrice',
      conflict: { code: 'changed_meanwhile', theirs: { status: 'accepted' } },
    } as unknown as QueuedAction;
    expect(sendAgainRefusal(price)).toBeNull();
  });
});

describe('queuedAhead', () => {
  const queue = [counter('p1', null), counter('p2', 'sent')];

  it('finds the counter already waiting for the same proposal', () => {
    expect(queuedAhead(queue, { kind: 'counterProposal', args: { id: 'p2', terms } })?.id).toBe(
      'a-p2',
    );
  });

  it('lets a counter on another proposal, and any other action, queue', () => {
    expect(queuedAhead(queue, { kind: 'counterProposal', args: { id: 'p3', terms } })).toBeNull();
    expect(
      queuedAhead(queue, {
        kind: 'savePrice',
        args: { network: 'instagram', content_type: 'post', price: 10 },
      }),
    ).toBeNull();
  });
});
