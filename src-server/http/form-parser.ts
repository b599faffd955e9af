import type { FastifyInstance } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies (docs/PRODUCT.md §7 sends save/token as a form) as a
 * plain object of strings, parsed like JSON bodies so routes validate them with the same schemas. A
 * repeated key keeps its first value: no field of this API is a list sent as a form.
 */
export function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(text)) {
        if (!(key in fields)) fields[key] = value;
      }
      done(null, { ...fields });
    },
  );
}
