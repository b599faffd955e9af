/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { schemaMessageKeys } from './schema-message-keys';
import { VALIDATION_MESSAGES_ES_MX } from './validation-messages.es-MX';
import { VALIDATION_PARAMS } from './validation-params';
import { VALIDATION_TEXTS, fillValidationParams } from './validation-text';

// Vite reads the modules and sources (no Node APIs in src-shared, tests included).
const schemaModules = Object.values(
  import.meta.glob<Record<string, unknown>>(['../schemas/*.ts', '!../schemas/*.test.ts'], {
    eager: true,
  }),
);

// Keys written literally anywhere in the shared code (rules, domain, schemas).
const sharedSources = Object.values(
  import.meta.glob<string>(['../**/*.ts', '!../**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const SPEC_KEYS = ['negativeContent.findInfoContact', 'creator.vanityRequitred', 'needFollowers'];

function keysInSchemas(): Set<string> {
  return schemaMessageKeys(schemaModules);
}

function literalKeys(): Set<string> {
  const keys = new Set<string>();
  for (const source of sharedSources) {
    for (const match of source.matchAll(/['`](validation\.[A-Za-z]+)['`]/g)) keys.add(match[1]!);
  }
  return keys;
}

describe('the Spanish validation catalogue', () => {
  it('has a text for every message the shared schemas report', () => {
    const keys = keysInSchemas();
    expect(keys.size).toBeGreaterThan(100);
    // Run-time keys and the spec's own keys are among them.
    expect(keys).toContain('validation.titleTooShort');
    for (const key of SPEC_KEYS) expect(keys).toContain(key);
    expect([...keys].filter((key) => !(key in VALIDATION_TEXTS))).toEqual([]);
  });

  it('has a text for every key the shared code names literally', () => {
    expect([...literalKeys()].filter((key) => !(key in VALIDATION_TEXTS))).toEqual([]);
  });

  it('quotes only limits it knows, so no text shows a raw placeholder', () => {
    const unfilled = Object.entries(VALIDATION_TEXTS).filter(([, text]) => /\{\{|\}\}/.test(text));
    expect(unfilled).toEqual([]);
    expect(VALIDATION_TEXTS['validation.passwordTooShort']).toBe(
      `La contraseña debe tener al menos ${VALIDATION_PARAMS.passwordMin} caracteres.`,
    );
    expect(VALIDATION_TEXTS['validation.followersTooMany']).toBe(
      'El número de seguidores no puede pasar de 10,000,000,000.',
    );
  });

  it('keeps the spec’s keys spelled as the spec writes them', () => {
    expect(VALIDATION_MESSAGES_ES_MX.creator.vanityRequitred).toBeTruthy();
    for (const key of SPEC_KEYS) expect(VALIDATION_TEXTS[key], key).toBeTruthy();
  });

  it('leaves a placeholder it does not know as written', () => {
    expect(fillValidationParams('De {{vanityMin}} a {{otro}}.')).toBe('De 3 a {{otro}}.');
  });
});
