// `npm run seed`: fills a local PGlite folder with demo creators (src-server/seed/).
// Default folder: DATA_DIR, else ./.data/server — the one `npm run server` opens. `--desktop`
// picks the desktop app's embedded database instead (<userData>/core-api, Electron's default
// userData for "Marca Creadores"); close the app first: PGlite opens a folder from one process at
// a time. Inside the app, the brand's "load demo data" action does the same (POST dev/seed/).
// Options: --count N (default 1000), --seed S (default the app's demo set), --data-dir PATH,
// --desktop. Refuses to run when DATABASE_URL is set: demo data never goes into a shared
// PostgreSQL.
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../src-server/config';
import { openDatabase } from '../src-server/db/database';
import { DataFolderInUseError } from '../src-server/db/folder-lock';
import { migrateToLatest } from '../src-server/db/migrate';
import { DEMO_SEED } from '../src-server/seed/demo-seed';
import { seedDemoCreators } from '../src-server/seed/seed-demo-creators';

if (process.env.DATABASE_URL?.trim()) {
  console.error(
    'npm run seed solo llena la base PGlite local y DATABASE_URL apunta a un PostgreSQL: ' +
      'no se escribió nada. Quita DATABASE_URL (o usa DATA_DIR / --data-dir) y vuelve a intentarlo.',
  );
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    'data-dir': { type: 'string' },
    desktop: { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isSafeInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--count debe ser un número entero de 1 a 1,000,000.');
  process.exit(1);
}
if (!Number.isSafeInteger(seed) || seed < 0) {
  console.error('--seed debe ser un número entero desde 0.');
  process.exit(1);
}
/** Where Electron puts app.getPath('userData') for this product name on each platform. */
function desktopDataDir(): string {
  const product = 'Marca Creadores';
  const base =
    process.platform === 'win32'
      ? (process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'))
      : process.platform === 'darwin'
        ? join(homedir(), 'Library', 'Application Support')
        : (process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'));
  return join(base, product, 'core-api');
}

const dataDir = resolve(
  values['data-dir'] ??
    (values.desktop ? desktopDataDir() : process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
);

const { db, description } = await openDatabase({ dataDir }).catch((error: unknown) => {
  // Issue 35: the app or a server has the folder open. One line saying so, not a stack.
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
try {
  await migrateToLatest(db);
  const started = Date.now();
  const result = await seedDemoCreators(db, {
    count,
    seed,
    now: new Date(),
    onProgress: (done) => {
      if (done % 10_000 === 0 || done === count) console.log(`  ${done} / ${count}`);
    },
  });
  console.log(
    `${description}: ${result.created} creadores nuevos, ${result.creators} del conjunto ${seed} ` +
      `en total (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} finally {
  await db.destroy();
}
