import { fetchJson, isRecord, ProviderUnreachableError } from './fetch-json';

export interface OpenIdConfiguration {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

/** Discovery documents change rarely; re-reading hourly picks up endpoint moves without a restart. */
const CACHE_MS = 60 * 60 * 1000;

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function sameIssuer(a: string, b: string): boolean {
  return trimSlash(a) === trimSlash(b);
}

/** Reads `${issuer}/.well-known/openid-configuration` and caches the last good answer. */
export function createDiscovery(issuer: string): () => Promise<OpenIdConfiguration> {
  let cached: { value: OpenIdConfiguration; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const url = `${trimSlash(issuer)}/.well-known/openid-configuration`;
    const { status, body } = await fetchJson(url);
    if (status !== 200 || !isRecord(body)) {
      throw new ProviderUnreachableError(`discovery at ${url} answered ${status}`);
    }
    const { jwks_uri, authorization_endpoint, token_endpoint } = body;
    if (
      typeof body.issuer !== 'string' ||
      !sameIssuer(body.issuer, issuer) ||
      typeof jwks_uri !== 'string' ||
      typeof authorization_endpoint !== 'string' ||
      typeof token_endpoint !== 'string'
    ) {
      // A document for another issuer or without endpoints means a misconfigured deployment.
      throw new ProviderUnreachableError(
        `discovery at ${url} is not a usable OpenID configuration`,
      );
    }
    const value = { issuer: body.issuer, jwks_uri, authorization_endpoint, token_endpoint };
    cached = { value, at: Date.now() };
    return value;
  };
}
