import { createHmac, randomBytes } from 'node:crypto';

/**
 * OAuth 1.0a request signing with HMAC-SHA1 (RFC 5849 §3.4), the only method Twitter (X) accepts
 * for its three-legged sign-in. Pure functions apart from the nonce, so the RFC's and Twitter's
 * worked examples can be checked byte for byte (oauth1-signature.test.ts).
 */

/** A name and value as sent; names may repeat (RFC 5849 §3.4.1.3.1), so no record. */
export type OAuthParam = readonly [name: string, value: string];

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * RFC 5849 §3.6: every byte of the UTF-8 text except the unreserved set is `%XX` in upper case.
 * encodeURIComponent is not enough: it leaves `!*'()` alone, which breaks the signature.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * RFC 5849 §3.4.1.2: scheme and host in lower case, the default port dropped, no query or
 * fragment (their parameters are signed as parameters instead).
 */
export function baseStringUri(url: string | URL): string {
  const parsed = new URL(url);
  // URL already lower-cases scheme and host and drops a default port.
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/**
 * RFC 5849 §3.4.1.3.2: each name and value encoded, sorted by name then value (byte order of
 * the encoded text), joined with `=` and `&`.
 */
export function normalizeParameters(params: readonly OAuthParam[]): string {
  return params
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) =>
      nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Encoded text is ASCII, so code-unit order is byte order; localeCompare is not. */
function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** RFC 5849 §3.4.1.1: `METHOD&uri&params`, the last two encoded once more. */
export function signatureBaseString(
  method: string,
  url: string | URL,
  params: readonly OAuthParam[],
): string {
  return [
    method.toUpperCase(),
    percentEncode(baseStringUri(url)),
    percentEncode(normalizeParameters(params)),
  ].join('&');
}

/** RFC 5849 §3.4.2: the key is both secrets encoded and joined by `&`, even when one is empty. */
export function hmacSha1Signature(
  baseString: string,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(baseString).digest('base64');
}

/** What a signed request needs beyond its method and URL. */
export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  /** Absent for the request-token call, which has no token yet. */
  token?: string;
  tokenSecret?: string;
}

export interface SignRequest {
  method: string;
  /** With its query, whose parameters are signed. */
  url: string | URL;
  credentials: OAuth1Credentials;
  /** Extra protocol parameters: oauth_callback, oauth_verifier. */
  oauth?: Readonly<Record<string, string>>;
  /** An application/x-www-form-urlencoded body's parameters, which are signed too (§3.4.1.3.1). */
  form?: readonly OAuthParam[];
  /** Seconds since the epoch; the caller's clock. */
  timestamp: number;
  /** Default: 32 random bytes as hex, unique per request as the server expects. */
  nonce?: string;
}

/**
 * The `Authorization: OAuth …` header (RFC 5849 §3.5.1) for one request: protocol parameters,
 * the query's and the form's are signed; only the protocol ones and the signature are sent here.
 */
export function oauth1Authorization(request: SignRequest): string {
  const { credentials } = request;
  const protocol: Record<string, string> = {
    ...request.oauth,
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: request.nonce ?? randomBytes(32).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(request.timestamp),
    oauth_version: '1.0',
  };
  if (credentials.token !== undefined) protocol.oauth_token = credentials.token;
  const query: OAuthParam[] = [...new URL(request.url).searchParams];
  const base = signatureBaseString(request.method, request.url, [
    ...Object.entries(protocol),
    ...query,
    ...(request.form ?? []),
  ]);
  protocol.oauth_signature = hmacSha1Signature(
    base,
    credentials.consumerSecret,
    credentials.tokenSecret,
  );
  const fields = Object.entries(protocol)
    .sort(([a], [b]) => compare(a, b))
    .map(([name, value]) => `${percentEncode(name)}="${percentEncode(value)}"`);
  return `OAuth ${fields.join(', ')}`;
}
