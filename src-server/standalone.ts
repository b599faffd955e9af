/**
 * `npm run server`: the core API as its own process. Configured by environment variables (see
 * serverOptionsFromEnv); keeps its PGlite data in ./.data/server unless told otherwise.
 */
import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from './config';
import { serverOptionsFromEnv, startServer, type ServerOptions } from './index';

async function main(): Promise<void> {
  const options: ServerOptions = { port: 8000, logger: true, ...serverOptionsFromEnv(process.env) };
  if (!options.databaseUrl && !options.dataDir) options.dataDir = DEFAULT_DATA_DIR;
  // Built beside this bundle by `npm run build:server` (out/db-template.tar.gz).
  options.dataTemplate ??= join(import.meta.dirname, '../db-template.tar.gz');

  const started = performance.now();
  const server = await startServer(options);
  const startMs = Math.round(performance.now() - started);
  console.log(
    `Core API escuchando en ${server.url} · base de datos: ${server.database} · arrancó en ${startMs} ms`,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} recibido: cerrando el core API…`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('No se pudo cerrar limpiamente:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('El core API no pudo arrancar:', error instanceof Error ? error.message : error);
  process.exit(1);
});
