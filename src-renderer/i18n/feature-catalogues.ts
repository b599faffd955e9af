import { APP_LOCALE, i18n } from './i18n';

/** Whole top-level sections (`castingCalls`, `billing`…) of the one `translation` namespace. */
export type Catalogue = Record<string, unknown>;

/**
 * The signed-in features' messages, one file per feature (`locales/es-MX/<feature>.json`), kept
 * out of the start-up bundle: only `locales/es-MX.json` (shell, auth, common, validation, errors)
 * is there. Vite makes each file a chunk fetched by `loadFeatureCatalogues`.
 */
const featureCatalogues = import.meta.glob<Catalogue>('./locales/es-MX/*.json', {
  import: 'default',
});

let loaded = Object.keys(featureCatalogues).length === 0;
let loading: Promise<void> | null = null;

/** Adds feature catalogues to the app's i18next instance (tests add every one at start-up). */
export function addFeatureCatalogues(catalogues: Catalogue[]): void {
  for (const catalogue of catalogues) {
    i18n.addResourceBundle(APP_LOCALE, 'translation', catalogue, true, false);
  }
  loaded = true;
}

/**
 * Fetches and adds every feature catalogue, once. Signed-in routes wait for it in their loader,
 * so no page renders before its messages are there (no raw keys on screen); once they are in it
 * returns nothing, so the route renders at once. A failed fetch can be retried.
 */
export function loadFeatureCatalogues(): Promise<void> | undefined {
  if (loaded) return undefined;
  loading ??= Promise.all(Object.values(featureCatalogues).map((load) => load())).then(
    (catalogues) => addFeatureCatalogues(catalogues),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
