import { describe, expect, it } from 'vitest';
import { premiumStanding } from './premium-standing';

const now = new Date('2026-11-21T18:00:00Z');
const none = { money: false, textbody: false };

describe('premiumStanding', () => {
  it('is the free plan without a record', () => {
    expect(premiumStanding(undefined, now, { money: true, textbody: true })).toEqual({
      premium: false,
      plan: 'free',
      ends_at: null,
      days_left: null,
      trial_used: false,
      credits: 0,
      text: 'Tienes el plan gratuito.',
    });
  });

  it('counts the days left of a running trial and says until when in es-MX', () => {
    const record = {
      plan: 'trial' as const,
      ends_at: new Date('2026-12-05T18:00:00Z'),
      trial_used_at: new Date('2026-11-21T18:00:00Z'),
      credits: 3,
    };
    expect(premiumStanding(record, now, { money: true, textbody: true })).toEqual({
      premium: true,
      plan: 'trial',
      ends_at: '2026-12-05T18:00:00.000Z',
      days_left: 14,
      trial_used: true,
      credits: 3,
      text: 'Tienes la prueba premium hasta el 5 de diciembre de 2026.',
    });
  });

  it('falls back to free once the plan has ended, remembering the trial was used', () => {
    const record = {
      plan: 'trial' as const,
      ends_at: new Date('2026-11-20T00:00:00Z'),
      trial_used_at: new Date('2026-11-06T00:00:00Z'),
      credits: 0,
    };
    expect(premiumStanding(record, now, none)).toEqual({
      premium: false,
      plan: 'free',
      ends_at: null,
      days_left: null,
      trial_used: true,
    });
  });

  it('keeps a premium plan without an end date', () => {
    const record = { plan: 'premium' as const, ends_at: null, trial_used_at: null, credits: 0 };
    expect(premiumStanding(record, now, { money: false, textbody: true })).toMatchObject({
      premium: true,
      days_left: null,
      text: 'Tienes el plan premium.',
    });
  });
});
