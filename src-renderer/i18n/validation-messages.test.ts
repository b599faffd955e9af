import { describe, expect, it } from 'vitest';
import { VALIDATION_TEXTS } from '../../src-shared/i18n/validation-text';
import { i18n } from './i18n';
// As written on disk: the start-up catalogue no longer holds its own copy of these messages.
import startUpText from './locales/es-MX.json?raw';

describe('validation messages in the renderer', () => {
  it('are the shared catalogue’s texts, the ones the core API answers with', () => {
    const differing = Object.entries(VALIDATION_TEXTS).filter(
      ([key, text]) => i18n.t(key) !== text,
    );
    expect(differing).toEqual([]);
  });

  it('are written only once: not in the start-up catalogue', () => {
    const startUp = JSON.parse(startUpText) as Record<string, unknown>;
    expect(startUp).not.toHaveProperty('validation');
    expect(startUp).not.toHaveProperty('negativeContent');
    expect(startUp).not.toHaveProperty('needFollowers');
  });

  it('still take a caller’s own limit over the shared one', () => {
    expect(i18n.t('validation.textTooLong', { textMax: 12 })).toBe(
      'Usa como máximo 12 caracteres.',
    );
  });
});
