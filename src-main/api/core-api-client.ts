import axios, { type AxiosInstance, type Method } from 'axios';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { Envelope } from '../../src-shared/api/envelope';
import { toBridgeError } from './to-bridge-error';

export interface CoreApiClientOptions {
  /** Resolved per call: the embedded server may still be starting, or settings may change. */
  baseUrl: () => Promise<string>;
  timeoutMs?: number;
  /** Pauses before each retry of an idempotent call. */
  retryDelaysMs?: number[];
  /**
   * Told after each call whether the core API answered: any HTTP answer (even 4xx/5xx) is true,
   * no answer at all (refused, timed out, the embedded API failing to start) is false.
   */
  onReachability?: (online: boolean) => void;
}

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number | undefined>;
  /** Aborts the request; the call then fails with `request_cancelled`. */
  signal?: AbortSignal;
}

const IDEMPOTENT: ReadonlySet<Method> = new Set<Method>([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
]);
const RETRYABLE_STATUS = new Set([502, 503, 504]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NETWORK_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.';

/** The core API over HTTP: bearer header, `response` unwrapped, errors typed as `BridgeError`. */
export class CoreApiClient {
  private readonly http: AxiosInstance;
  private readonly retryDelaysMs: number[];

  constructor(private readonly options: CoreApiClientOptions) {
    this.http = axios.create({
      timeout: options.timeoutMs ?? 15_000,
      headers: { Accept: 'application/json' },
      maxRedirects: 0,
    });
    this.retryDelaysMs = options.retryDelaysMs ?? [250, 750];
  }

  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  delete<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  private async request<T>(
    method: Method,
    path: string,
    body: unknown,
    { token, query, signal }: CallOptions,
  ): Promise<T> {
    const baseURL = await this.resolveBaseUrl();
    const attempts = IDEMPOTENT.has(method) ? this.retryDelaysMs.length + 1 : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await this.http.request<Envelope<T>>({
          method,
          url: path,
          baseURL,
          params: query,
          data: body,
          signal,
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (
          typeof answer.data !== 'object' ||
          answer.data === null ||
          !('response' in answer.data)
        ) {
          throw new BridgeError({
            status: answer.status,
            code: ErrorCode.internal,
            message: 'El servidor respondió algo inesperado. Inténtalo de nuevo.',
          });
        }
        this.options.onReachability?.(true);
        return answer.data.response;
      } catch (error) {
        const typed = toBridgeError(error);
        const retryable = typed.code === ErrorCode.network || RETRYABLE_STATUS.has(typed.status);
        const delay = this.retryDelaysMs[attempt - 1];
        if (!retryable || attempt >= attempts || delay === undefined) {
          this.reportReachability(typed);
          throw typed;
        }
        await sleep(delay);
      }
    }
  }

  /** An embedded API that cannot start is, for the caller, a server that does not answer. */
  private async resolveBaseUrl(): Promise<string> {
    try {
      return await this.options.baseUrl();
    } catch {
      this.options.onReachability?.(false);
      throw new BridgeError({ status: 0, code: ErrorCode.network, message: NETWORK_MESSAGE });
    }
  }

  private reportReachability(error: BridgeError): void {
    if (error.code === ErrorCode.network) this.options.onReachability?.(false);
    else if (error.status > 0) this.options.onReachability?.(true);
  }
}
