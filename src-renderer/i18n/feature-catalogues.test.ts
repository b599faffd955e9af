import { describe, expect, it, vi } from 'vitest';
import type { Catalogue } from './feature-catalogues';
// As written on disk: i18next merges the feature catalogues into the imported start-up object.
import startUpText from './locales/es-MX.json?raw';

const startUp = JSON.parse(startUpText) as Catalogue;

const featureFiles = import.meta.glob<Catalogue>('./locales/es-MX/*.json', {
  import: 'default',
  eager: true,
});

/** The full key (`section.a.b`) of the first text in a catalogue. */
function firstKey(catalogue: Catalogue): string {
  const walk = (value: unknown, path: string[]): string[] =>
    typeof value === 'string'
      ? path
      : walk(Object.values(value as Record<string, unknown>)[0], [
          ...path,
          Object.keys(value as Record<string, unknown>)[0]!,
        ]);
  return walk(catalogue, []).join('.');
}

describe('message catalogues', () => {
  it('hold each top-level section in exactly one file', () => {
    const sections = [startUp, ...Object.values(featureFiles)].flatMap((file) => Object.keys(file));
    expect(sections.filter((section, index) => sections.indexOf(section) !== index)).toEqual([]);
    for (const [file, catalogue] of Object.entries(featureFiles)) {
      expect(Object.keys(catalogue), file).not.toHaveLength(0);
    }
  });

  it('keep the shell, sign-in and error messages in the start-up catalogue', () => {
    expect(Object.keys(startUp)).toEqual(
      expect.arrayContaining([
        'app',
        'common',
        'nav',
        'accountSwitcher',
        'auth',
        'security',
        'routeLoading',
        'routeError',
        'errors',
      ]),
    );
  });

  it('add the features’ messages only once loaded, then answer at once', async () => {
    // A fresh app i18n, as at start-up: only the start-up catalogue is in it.
    vi.resetModules();
    const { i18n } = await import('./i18n');
    const { loadFeatureCatalogues } = await import('./feature-catalogues');
    const keys = Object.values(featureFiles).map(firstKey);
    expect(keys.filter((key) => i18n.exists(key))).toEqual([]);

    await loadFeatureCatalogues();

    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
    expect(loadFeatureCatalogues()).toBeUndefined();
  });
});
