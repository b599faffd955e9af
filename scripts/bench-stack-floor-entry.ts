// The floor under the embedded API's start, for `npm run bench`: the process the app starts, with
// its libraries and its way of opening the engine, but none of its features. It loads what the API
// loads from npm (Fastify, node-postgres, Kysely, PGlite), opens the data folder as the API does
// (openPglite: compile overlapped with the module loading, the same engine settings and extension),
// makes Fastify as the API does (without the schema compilers it never uses), runs one query
// through the same driver and listens with one route. The API's start minus this one is what the
// app's own code costs: its modules, its 155 routes, the migration check, secrets.
// Built by bench-stack-floor.ts with esbuild (libraries stay external, as in out/main/core-api.js).
import * as nodeModule from 'node:module';
import { enableCompileCacheFrom } from '../src-server/compile-cache';
import { pgliteArtifacts } from '../src-server/db/pglite-artifacts';

enableCompileCacheFrom(process.env, nodeModule);
void pgliteArtifacts().catch(() => undefined);
const libraries = Promise.all([
  import('fastify'),
  import('kysely'),
  import('../src-server/db/database'),
  import('../src-server/db/pglite-engine'),
  import('../src-server/http/no-schema-compilers'),
]);

process.once('message', (dataDir: string) => {
  void open(dataDir).then(
    (url) => process.send?.({ url }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

async function open(dataDir: string): Promise<string> {
  const [
    { default: fastify },
    { Kysely, PostgresDialect, sql },
    { pglitePool },
    { openPglite },
    { noSchemaCompilers },
  ] = await libraries;
  const engine = await openPglite(dataDir);
  const db = new Kysely<Record<string, never>>({
    dialect: new PostgresDialect({ pool: pglitePool(engine) }),
  });
  await sql`select name from kysely_migration order by name desc limit 1`.execute(db);
  const app = fastify({ schemaController: noSchemaCompilers });
  app.get('/', () => ({ ok: true }));
  // The bench disconnects to stop it: the folder must be released before the next start opens it.
  process.once('disconnect', () => {
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
  return app.listen({ host: '127.0.0.1', port: 0 });
}
