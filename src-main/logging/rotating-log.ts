import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { formatWithOptions } from 'node:util';

export type LogLevel = 'info' | 'warn' | 'error';

export interface RotatingLogOptions {
  /** The current file, e.g. `<userData>/logs/main.log`; older ones are `main.log.1` … `.keep`. */
  path: string;
  /** Size at which the current file is rotated. */
  maxBytes?: number;
  /** How many rotated files are kept beside the current one. */
  keep?: number;
  now?: () => Date;
}

const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_KEEP = 3;

/** One line per entry: values formatted like `console` does, errors with their stack. */
export function formatLogLine(date: Date, level: LogLevel, args: readonly unknown[]): string {
  const text = formatWithOptions({ colors: false, depth: 4, breakLength: Infinity }, ...args);
  return `${date.toISOString()} ${level.toUpperCase()} ${text}\n`;
}

/**
 * The log support asks for: appended synchronously (main logs little, and an entry written just
 * before a crash must be on disk), rotated by renaming once the file passes `maxBytes`, keeping
 * `keep` older files. Writing a log never throws: a full disk must not take the app down with it.
 */
export class RotatingLog {
  readonly path: string;
  private readonly maxBytes: number;
  private readonly keep: number;
  private readonly now: () => Date;
  private size: number | null = null;

  constructor(options: RotatingLogOptions) {
    this.path = options.path;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.keep = options.keep ?? DEFAULT_KEEP;
    this.now = options.now ?? (() => new Date());
  }

  write(level: LogLevel, ...args: unknown[]): void {
    const line = formatLogLine(this.now(), level, args);
    const bytes = Buffer.byteLength(line);
    try {
      const size = this.currentSize();
      if (size > 0 && size + bytes > this.maxBytes) this.rotate();
      appendFileSync(this.path, line, { mode: 0o600 });
      this.size = (this.size ?? 0) + bytes;
    } catch {
      // Nowhere left to report it: the console still has the entry.
      this.size = null;
    }
  }

  info(...args: unknown[]): void {
    this.write('info', ...args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', ...args);
  }

  error(...args: unknown[]): void {
    this.write('error', ...args);
  }

  private currentSize(): number {
    if (this.size !== null) return this.size;
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    try {
      this.size = statSync(this.path).size;
    } catch {
      this.size = 0;
    }
    return this.size;
  }

  /** `main.log` → `main.log.1` → … → `main.log.<keep>`; the oldest goes. */
  private rotate(): void {
    rmSync(`${this.path}.${this.keep}`, { force: true });
    for (let index = this.keep - 1; index >= 1; index -= 1) {
      try {
        renameSync(`${this.path}.${index}`, `${this.path}.${index + 1}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    if (this.keep > 0) renameSync(this.path, `${this.path}.1`);
    else rmSync(this.path, { force: true });
    this.size = 0;
  }
}

type ConsoleLike = Pick<Console, 'log' | 'info' | 'warn' | 'error'>;

/**
 * Main's services log through `console` (they run under plain Node in tests too); in the app each
 * entry also goes to the log file. Answers a function that puts `console` back.
 */
export function routeConsoleTo(log: RotatingLog, target: ConsoleLike = console): () => void {
  const original = { log: target.log, info: target.info, warn: target.warn, error: target.error };
  const tee =
    (level: LogLevel, print: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      log.write(level, ...args);
      print.apply(target, args);
    };
  target.log = tee('info', original.log);
  target.info = tee('info', original.info);
  target.warn = tee('warn', original.warn);
  target.error = tee('error', original.error);
  return () => Object.assign(target, original);
}
