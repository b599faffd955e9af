import { describe, expect, it } from 'vitest';
import { formatViewsReset, trialAvailable } from './views-offer';

describe('profile views: when they come back and whether the trial is offered', () => {
  it('names the first day of the month in Mexico City, whatever the instant’s UTC day', () => {
    // Midnight in Mexico City is 06:00 UTC.
    expect(formatViewsReset('2026-12-01T06:00:00.000Z')).toBe('1 de diciembre de 2026');
    expect(formatViewsReset('2027-01-01T06:00:00.000Z')).toBe('1 de enero de 2027');
  });

  it('offers the trial on the free plan until it has been used', () => {
    expect(trialAvailable({ plan: 'free', trial_used: false })).toBe(true);
    expect(trialAvailable({ plan: 'free', trial_used: true })).toBe(false);
    expect(trialAvailable({ plan: 'premium', trial_used: false })).toBe(false);
  });
});
