import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

// Bare builtin names go in `paths` (exact match): as gitignore-style patterns, `domain` or `path`
// would also catch a project folder of that name.
const nodeBuiltinPaths = builtinModules.filter((name) => !name.startsWith('_'));
const nodeBuiltins = ['node:*'];

/** Each layer may import only the layers `docs/ARCHITECTURE.md` draws for it. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: forbidden.includes('node:*')
          ? nodeBuiltinPaths.map((name) => ({ name, message }))
          : [],
        patterns: [{ group: forbidden, message }],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  layer(
    ['src-shared/**/*.ts'],
    [
      ...nodeBuiltins,
      'electron',
      'react',
      'react-dom',
      '**/src-main/**',
      '**/src-preload/**',
      '**/src-renderer/**',
      '**/src-server/**',
    ],
    'src-shared runs anywhere: no Node, Electron, React or other layers.',
  ),
  layer(
    ['src-renderer/**/*.{ts,tsx}'],
    [...nodeBuiltins, 'electron', '**/src-main/**', '**/src-preload/**', '**/src-server/**'],
    'The renderer reaches main only through window.bridge; it imports src-shared only.',
  ),
  {
    // Features use each other through their index.ts; shared kits use no feature
    // (docs/ARCHITECTURE.md, "Renderer"). Proven by tests/lint/feature-boundaries.test.ts.
    files: ['src-renderer/**/*.{ts,tsx}'],
    plugins: { local: featureBoundaries },
    rules: {
      'local/feature-boundaries': [
        'error',
        {
          routeWiring: ['router'],
          sharedFolders: ['ui', 'data', 'forms', 'connectivity', 'drafts', 'image-crop'],
        },
      ],
    },
  },
  layer(
    ['src-preload/**/*.ts'],
    [...nodeBuiltins, '**/src-main/**', '**/src-renderer/**', '**/src-server/**'],
    'Preload builds the bridge from src-shared and nothing else.',
  ),
  layer(
    ['src-main/**/*.ts'],
    ['**/src-renderer/**', '**/src-preload/**', 'react', 'react-dom'],
    'Main may import src-shared and src-server only.',
  ),
  layer(
    ['src-server/**/*.ts'],
    ['electron', '**/src-main/**', '**/src-renderer/**', '**/src-preload/**', 'react', 'react-dom'],
    'The core API runs without Electron and imports src-shared only.',
  ),
  {
    // Electron APIs stay in the thin adapters under src-main/electron and the app entry.
    files: ['src-main/**/*.ts'],
    ignores: ['src-main/electron/**', 'src-main/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src-renderer/**', '**/src-preload/**', 'react', 'react-dom'],
              message: 'Main may import src-shared and src-server only.',
            },
            {
              group: ['electron'],
              message:
                'Electron APIs belong in src-main/electron adapters so services run under Node.',
            },
          ],
        },
      ],
    },
  },
);
