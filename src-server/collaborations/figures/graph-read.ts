import { createHmac } from 'node:crypto';
import { DEFAULT_FACEBOOK_GRAPH_URL, type FacebookAppConfig } from '../../providers/facebook-graph';
import { AccessTokenRefusedError, fetchJson, isRecord } from '../../providers/fetch-json';
import { trimSlash } from '../../providers/openid-discovery';
import { FigureProviderError } from './post-figures';

/** One Graph answer, kept whole: a figures read tells a missing metric from Graph failing. */
export interface GraphAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * GETs from the Graph API the way providers/facebook-graph.ts does (same base URL, user token and
 * its appsecret_proof). A refused token (OAuthException code 190, 400 or 401) is
 * AccessTokenRefusedError; Graph out of reach is ProviderUnreachableError; any other answer is
 * handed back for the caller to judge.
 */
export type GraphRead = (
  path: string,
  accessToken: string,
  query?: Record<string, string>,
) => Promise<GraphAnswer>;

export function createGraphRead(config: FacebookAppConfig): GraphRead {
  const graphUrl = trimSlash(config.graphUrl ?? DEFAULT_FACEBOOK_GRAPH_URL);
  return async (path, accessToken, query = {}) => {
    const url = new URL(`${graphUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set('access_token', accessToken);
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
    );
    const { status, body } = await fetchJson(url);
    const answer = { status, body: isRecord(body) ? body : {} };
    if ((status === 400 || status === 401) && graphErrorCode(answer.body) === 190) {
      throw new AccessTokenRefusedError(`graph ${path} refused the token`);
    }
    return answer;
  };
}

/** Graph's error code (`error.code`), or null for an answer without one. */
export function graphErrorCode(body: Record<string, unknown>): number | null {
  const error = isRecord(body.error) ? body.error : null;
  return typeof error?.code === 'number' ? error.code : null;
}

/** The body of a 200, else the network's failure with its status. */
export function graphOk(answer: GraphAnswer, what: string): Record<string, unknown> {
  if (answer.status !== 200) throw new FigureProviderError(answer.status, what);
  return answer.body;
}

/**
 * Graph's answers to an insights metric the post or media does not have: (#100) the metric is not
 * supported for this media product type, (#10) too few viewers or no permission for insights.
 * Those figures are then not reported (null), while the rest of the read stands.
 */
export function insightsNotReported(answer: GraphAnswer): boolean {
  const code = graphErrorCode(answer.body);
  return answer.status === 400 && (code === 100 || code === 10);
}
