import { describe, expect, it } from 'vitest';
import { AccessTokenRefusedError, ProviderUnreachableError } from '../../providers/fetch-json';
import { figureProblemMessage } from './figure-problems';
import { MAX_ATTEMPTS, retryAfterFailure } from './figure-retries';
import { FigurePermissionError, FigureProviderError } from './post-figures';

const MINUTE = 60_000;

describe('figures read retries', () => {
  const failedAt = new Date('2030-01-12T10:00:00.000Z');
  const after = (attempts: number) => {
    const next = retryAfterFailure(attempts, failedAt);
    return next === null ? null : (next.getTime() - failedAt.getTime()) / MINUTE;
  };

  it('waits 5 min, 30 min, 2 h and 6 h, then gives up at the fifth failure', () => {
    expect([1, 2, 3, 4, 5, 6].map(after)).toEqual([5, 30, 120, 360, null, null]);
    expect(MAX_ATTEMPTS).toBe(5);
  });
});

describe('figures problems, as the creator and the brand read them', () => {
  it('says what happened and that it is tried again, or that it stopped', () => {
    const failing = { kind: 'error' as const, error: new FigureProviderError(500, 'graph') };
    expect(figureProblemMessage('Instagram', failing, true)).toBe(
      'Instagram respondió con un error (500) al leer las cifras de la publicación. Lo intentaremos de nuevo más tarde.',
    );
    expect(figureProblemMessage('Instagram', failing, false)).toBe(
      'Instagram respondió con un error (500) al leer las cifras de la publicación. Dejamos de intentarlo después de varios intentos.',
    );
    const silent = { kind: 'error' as const, error: new ProviderUnreachableError('timeout') };
    expect(figureProblemMessage('YouTube', silent, true)).toMatch(/^YouTube no respondió/);
  });

  it('asks to connect again when the grant was refused, lacks permissions or is gone', () => {
    const refused = { kind: 'error' as const, error: new AccessTokenRefusedError('401') };
    expect(figureProblemMessage('X', refused, true)).toContain(
      'X ya no acepta la autorización de la cuenta conectada; hay que volver a conectarla',
    );
    const scope = { kind: 'error' as const, error: new FigurePermissionError('tiktok') };
    expect(figureProblemMessage('TikTok', scope, true)).toContain('volver a conectar la cuenta');
    expect(figureProblemMessage('TikTok', { kind: 'no_connection' }, true)).toContain(
      'hay que volver a conectarla',
    );
    expect(figureProblemMessage('Facebook', { kind: 'not_found' }, true)).toMatch(
      /^No encontramos la publicación/,
    );
  });

  it('never puts the time of the next try in the text', () => {
    const message = figureProblemMessage('Instagram', { kind: 'not_found' }, true);
    expect(message).not.toMatch(/\d{1,2}:\d{2}/);
  });
});
