import { addFeatureCatalogues, type Catalogue } from './feature-catalogues';

// Tests render pages outside the router (whose loaders fetch the feature catalogues), so they
// start with every message in place, synchronously, as the app has them once signed in.
const catalogues = import.meta.glob<Catalogue>('./locales/es-MX/*.json', {
  import: 'default',
  eager: true,
});

addFeatureCatalogues(Object.values(catalogues));
