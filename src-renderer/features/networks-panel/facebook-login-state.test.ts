import { describe, expect, it } from 'vitest';
import { outcomeOfError, statusAfter } from './facebook-login-state';

describe('Facebook login widget states', () => {
  it('is disconnected after a cancel or a timeout, and shows error when the login did not load', () => {
    expect(statusAfter(outcomeOfError('sign_in_cancelled'))).toBe('disconnected');
    expect(statusAfter(outcomeOfError('sign_in_timed_out'))).toBe('disconnected');
    expect(statusAfter(outcomeOfError('login_surface_unavailable'))).toBe('error');
  });

  it('goes back to idle for any other refusal and to connected on success', () => {
    expect(statusAfter(outcomeOfError('facebook_page_missing'))).toBe('idle');
    expect(statusAfter(outcomeOfError(null))).toBe('idle');
    expect(statusAfter({ kind: 'connected' })).toBe('connected');
  });
});
