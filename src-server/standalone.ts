/**
 * `npm run server`: the core API as its own process. Configured by environment variables (see
 * serverOptionsFromEnv); keeps its PGlite data in ./.data/server unless told otherwise.
 */
import { DEFAULT_DATA_DIR } from './config';
import { serverOptionsFromEnv, startServer, type ServerOptions } from './index';

async function main(): Promise<void> {
  const options: ServerOptions = { port: 8000, logger: true, ...serverOptionsFromEnv(process.env) };
  if (!options.databaseUrl && !options.dataDir) options.dataDir = DEFAULT_DATA_DIR;

  const server = await startServer(options);
  console.log(`Core API escuchando en ${server.url} · base de datos: ${server.database}`);

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
