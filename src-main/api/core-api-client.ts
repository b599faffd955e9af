import axios, {
  isAxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type Method,
} from 'axios';
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
  /** This call's own limit, for one known to take long (an image generation); default the client's. */
  timeoutMs?: number;
  /**
   * False: one attempt even for an idempotent call, where a 502 is a provider's answer relayed by
   * the core API (Graph down), not a proxy's blip worth repeating.
   */
  retry?: boolean;
  /** Extra request headers, such as a queued action's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

export interface BytesOptions extends Omit<CallOptions, 'query'> {
  /** Longer answers fail with `payload_too_large` instead of filling memory. */
  maxBytes?: number;
}

export interface FetchedBytes {
  bytes: Uint8Array;
  contentType: string | null;
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
const UNEXPECTED_MESSAGE = 'El servidor respondió algo inesperado. Inténtalo de nuevo.';

/**
 * `toBridgeError`, plus what only binary calls meet: an error body that arrived as bytes (read as
 * JSON when it is) and a file longer than `maxBytes`.
 */
function typedError(error: unknown): BridgeError {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    // Node's adapter hands binary answers over as a Buffer.
    if (error.response && (data instanceof Uint8Array || data instanceof ArrayBuffer)) {
      try {
        error.response.data = JSON.parse(new TextDecoder().decode(data)) as unknown;
      } catch {
        // Not JSON: typed from its status alone.
      }
    }
    if (!error.response && error.message.includes('maxContentLength')) {
      return new BridgeError({
        status: 413,
        code: ErrorCode.payloadTooLarge,
        message: 'El archivo es demasiado grande para descargarlo.',
      });
    }
  }
  return toBridgeError(error);
}

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

  /**
   * A file's bytes (`GET /media/…`): `url` absolute (http or https only) or a path under the base
   * URL. Errors are typed like the JSON calls'.
   */
  async getBytes(url: string, { maxBytes, ...options }: BytesOptions = {}): Promise<FetchedBytes> {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:\/\//i.test(url)) {
      throw new BridgeError({ status: 0, code: ErrorCode.internal, message: UNEXPECTED_MESSAGE });
    }
    const answer = await this.send<ArrayBuffer | Uint8Array>(
      'GET',
      {
        url,
        responseType: 'arraybuffer',
        headers: { Accept: '*/*' },
        ...(maxBytes !== undefined ? { maxContentLength: maxBytes } : {}),
      },
      options,
    );
    const type = answer.headers['content-type'];
    return {
      bytes: new Uint8Array(answer.data),
      contentType: typeof type === 'string' ? type : null,
    };
  }

  private async request<T>(
    method: Method,
    path: string,
    body: unknown,
    { query, ...options }: CallOptions,
  ): Promise<T> {
    const answer = await this.send<Envelope<T>>(
      method,
      { url: path, params: query, data: body },
      options,
    );
    if (typeof answer.data !== 'object' || answer.data === null || !('response' in answer.data)) {
      throw new BridgeError({
        status: answer.status,
        code: ErrorCode.internal,
        message: UNEXPECTED_MESSAGE,
      });
    }
    return answer.data.response;
  }

  /** One call with the bearer header, retries for idempotent methods and typed errors. */
  private async send<R>(
    method: Method,
    config: AxiosRequestConfig,
    { token, signal, timeoutMs, retry, headers }: Omit<CallOptions, 'query'>,
  ): Promise<AxiosResponse<R>> {
    const baseURL = await this.resolveBaseUrl();
    const attempts = retry !== false && IDEMPOTENT.has(method) ? this.retryDelaysMs.length + 1 : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answer = await this.http.request<R>({
          ...config,
          method,
          baseURL,
          signal,
          ...(timeoutMs !== undefined ? { timeout: timeoutMs } : {}),
          headers: {
            ...(config.headers as Record<string, string> | undefined),
            ...headers,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        });
        this.options.onReachability?.(true);
        return answer;
      } catch (error) {
        const typed = typedError(error);
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
