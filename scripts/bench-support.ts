// Pieces every `npm run bench` script uses.
import { ApiPath } from '../src-shared/api/paths';

/** The p-th percentile of samples (nearest rank); NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** POSTs JSON to the core API (with a bearer token when given) and returns its answer's body. */
export async function postJson<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** Signs up a brand account on the core API at `baseUrl` and answers its token. */
export async function brandToken(baseUrl: string, email = 'marca@bench.invalid'): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    postJson<{ response: { token: string } }>(baseUrl, path, body, token);
  const { token } = (await post(ApiPath.register, { email, password: 'contraseña-bench' }))
    .response;
  await post(ApiPath.defineRole, { role: 'brand' }, token);
  return token;
}
