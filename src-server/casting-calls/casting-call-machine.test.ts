import { describe, expect, it } from 'vitest';
import { decideApplication, moveCall } from './casting-call-machine';

describe('moveCall', () => {
  it('publishes a draft and answers an open call as is', () => {
    expect(moveCall('draft', 'publish')).toEqual({ ok: true, next: 'open', changed: true });
    expect(moveCall('open', 'publish')).toEqual({ ok: true, next: 'open', changed: false });
  });

  it('closes an open call, answers a closed one as is, refuses a draft', () => {
    expect(moveCall('open', 'close')).toEqual({ ok: true, next: 'closed', changed: true });
    expect(moveCall('closed', 'close')).toEqual({ ok: true, next: 'closed', changed: false });
    expect(moveCall('draft', 'close')).toEqual({ ok: false, code: 'casting_call_not_open' });
  });

  it('edits drafts and open calls, never closed ones', () => {
    expect(moveCall('draft', 'edit')).toEqual({ ok: true, next: 'draft', changed: true });
    expect(moveCall('open', 'edit')).toEqual({ ok: true, next: 'open', changed: true });
    expect(moveCall('closed', 'edit')).toEqual({ ok: false, code: 'casting_call_closed' });
    expect(moveCall('closed', 'publish')).toEqual({ ok: false, code: 'casting_call_closed' });
  });
});

describe('decideApplication', () => {
  it('shortlists, accepts or declines an application still open', () => {
    expect(decideApplication('applied', 'shortlist')).toEqual({
      ok: true,
      next: 'shortlisted',
      changed: true,
    });
    expect(decideApplication('applied', 'accept')).toMatchObject({ next: 'accepted' });
    expect(decideApplication('shortlisted', 'accept')).toMatchObject({ next: 'accepted' });
    expect(decideApplication('shortlisted', 'decline')).toMatchObject({ next: 'declined' });
    expect(decideApplication('shortlisted', 'shortlist')).toEqual({
      ok: true,
      next: 'shortlisted',
      changed: false,
    });
  });

  it('treats accepted and declined as final', () => {
    for (const status of ['accepted', 'declined'] as const) {
      for (const decision of ['shortlist', 'accept', 'decline'] as const) {
        expect(decideApplication(status, decision)).toEqual({
          ok: false,
          code: 'application_decided',
        });
      }
    }
  });
});
