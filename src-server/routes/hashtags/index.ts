import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../../src-shared/api/paths';
import type { HashtagSuggestionsAnswer } from '../../../src-shared/domain/hashtag';
import { HashtagQuerySchema } from '../../../src-shared/schemas/hashtag';
import type { AppContext } from '../../context';
import { suggestHashtags } from '../../hashtags/hashtag-suggestions';
import { envelope } from '../../http/envelope';
import { parseBody } from '../../http/validate';

/**
 * Suggestions per IP, as a multiple of the sign-in limit (so RATE_LIMIT_MAX moves both): 240 a
 * minute by default. Far above sign-in's because the brief editors ask as the user types
 * (debounced, about one call a second at most) and a team server sees many users behind one
 * address.
 */
export const HASHTAG_RATE_FACTOR = 24;

/**
 * `GET /api/v3/management/hastags/?tag=` (public; the spec's spelling): hashtags starting with
 * `tag`, with or without its '#', case and accents aside; most used in the marketplace first.
 */
export async function hashtagRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get(
    ApiPath.hashtags,
    {
      config: {
        rateLimit: {
          max: context.signInRateLimit.max * HASHTAG_RATE_FACTOR,
          timeWindow: context.signInRateLimit.timeWindowMs,
        },
      },
    },
    async (request) => {
      const { tag } = parseBody(HashtagQuerySchema, request.query ?? {});
      const results = await suggestHashtags(context.db, tag);
      return envelope<HashtagSuggestionsAnswer>({ results });
    },
  );
}
