import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaMessageKeys } from '../../src-shared/i18n/schema-message-keys';
import { VALIDATION_TEXTS } from '../../src-shared/i18n/validation-text';
import { hasValidationText, translateValidationKey } from './messages';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const isSource = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts');
const schemasDir = here('../../src-shared/schemas/');

const sharedSchemas = await Promise.all(
  readdirSync(schemasDir)
    .filter(isSource)
    .map((file) => import(join(schemasDir, file)) as Promise<Record<string, unknown>>),
);

// The core API's own checks (OAuth inputs, uploads, NUL text…) name their keys literally.
const serverSources = readdirSync(here('../'), { recursive: true, encoding: 'utf8' })
  .filter(isSource)
  .map((file) => readFileSync(join(here('../'), file), 'utf8'));

describe('validation messages of the core API', () => {
  it('answer the one shared catalogue’s text, the one the renderer shows', () => {
    const keys = Object.keys(VALIDATION_TEXTS);
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(translateValidationKey(key), key).toBe(VALIDATION_TEXTS[key]);
  });

  it('have a text for every message key of the shared schemas', () => {
    const missing = [...schemaMessageKeys(sharedSchemas)].filter((key) => !hasValidationText(key));
    expect(missing).toEqual([]);
  });

  it('have a text for every key the core API names itself', () => {
    const keys = new Set<string>();
    for (const source of serverSources) {
      for (const match of source.matchAll(/['`](validation\.[A-Za-z]+)['`]/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(10);
    expect([...keys].filter((key) => !hasValidationText(key))).toEqual([]);
  });

  it('fill the limits they quote', () => {
    expect(translateValidationKey('validation.passwordTooShort')).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
  });
});
