/** A SQLSTATE, as pg puts it on `error.code` for both engines. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Class 22, data exceptions: their messages quote the value refused (`… for type uuid: "x"`). */
const DATA_EXCEPTION = /^22/;
const QUOTED = /"(?:[^"\\]|\\.)*"/g;
/** How far a chain of causes is followed. */
const MAX_CAUSES = 4;

/** What of a database error names the failing piece of schema, never a row's value. */
const DATABASE_KEYS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
] as const;
/** What of any other error helps find it (Fastify's codes, fs errors' system call and path). */
const ERROR_KEYS = ['code', 'statusCode', 'errno', 'syscall', 'path'] as const;

export interface LoggedError {
  type: string;
  message: string;
  /** Empty when the thrown value had none. */
  stack: string;
  cause?: LoggedError;
  [key: string]: unknown;
}

/**
 * The `err` of every log line. An error from PostgreSQL or PGlite carries more than its code and
 * message: `detail` (`Key (email)=(ana@…) already exists`), `where` (`JSON data, line 1: …` with
 * the parameter's text), `internalQuery`, and class 22 messages quote the value they refused. Only
 * listed keys are kept, so a field the driver adds later cannot leak values either, and quoted
 * values of data exceptions are hidden. Causes are followed the same way.
 */
export function serializeLoggedError(error: unknown): LoggedError {
  return describe(error, 0);
}

function describe(error: unknown, depth: number): LoggedError {
  if (typeof error !== 'object' || error === null) {
    return { type: typeof error, message: String(error), stack: '' };
  }
  const source = error as Record<string, unknown>;
  const isDatabase =
    typeof source.code === 'string' && SQLSTATE.test(source.code) && 'severity' in source;
  const type = error instanceof Error ? error.constructor.name : 'Object';
  const rawMessage = typeof source.message === 'string' ? source.message : '';
  const message =
    isDatabase && DATA_EXCEPTION.test(source.code as string)
      ? rawMessage.replace(QUOTED, '"[redacted]"')
      : rawMessage;
  const name = typeof source.name === 'string' ? source.name : type;
  const stack =
    typeof source.stack === 'string' ? withHeadline(source.stack, `${name}: ${message}`) : '';
  const logged: LoggedError = { type, message, stack };
  for (const key of isDatabase ? DATABASE_KEYS : ERROR_KEYS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = describe(source.cause, depth + 1);
  }
  return logged;
}

/** The stack's frames under the (cleaned) message: the original first line repeats the message. */
function withHeadline(stack: string, headline: string): string {
  const frames = stack.indexOf('\n    at ');
  return frames === -1 ? headline : `${headline}${stack.slice(frames)}`;
}
