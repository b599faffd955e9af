/** Default time a provider gets to answer before sign-in reports it unavailable. */
export const PROVIDER_TIMEOUT_MS = 5000;

/** The provider could not be reached or answered something that is not JSON. */
export class ProviderUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnreachableError';
  }
}

/**
 * The network refused a stored access token (HTTP 401: revoked or expired). During a sign-in it
 * is still the network's problem (the token is fresh), hence the subclass; a later re-read tells
 * it apart to ask the user to connect again.
 */
export class AccessTokenRefusedError extends ProviderUnreachableError {
  constructor(message: string) {
    super(message);
    this.name = 'AccessTokenRefusedError';
  }
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** GET (or any request) with a time limit, answering the status and parsed JSON body. */
export async function fetchJson(
  url: string | URL,
  init: RequestInit = {},
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderUnreachableError(`request to ${new URL(url).origin} failed`, {
      cause: error,
    });
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch (error) {
    throw new ProviderUnreachableError(
      `${new URL(url).origin} answered ${response.status} without JSON`,
      {
        cause: error,
      },
    );
  }
}

/** Narrowing helper for provider JSON, which is untrusted input. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
