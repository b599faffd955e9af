import { ApiPath } from '../../src-shared/api/paths';
import type { BridgeParsedArgs } from '../../src-shared/bridge/contract';
import type { HashtagSuggestionsAnswer } from '../../src-shared/domain/hashtag';
import type { CoreApiClient } from '../api/core-api-client';

/** Suggestions are worth little after a few seconds: the user has typed on by then. */
const SUGGESTION_TIMEOUT_MS = 5_000;

/**
 * Hashtag suggestions while a brief is typed. Only the latest text matters: a new call aborts the
 * one still in flight, whose promise fails with `request_cancelled` (the renderer ignores it).
 * The route is public, so no token is sent.
 */
export class HashtagService {
  #current: AbortController | null = null;

  constructor(private readonly api: CoreApiClient) {}

  async suggest({ tag }: BridgeParsedArgs<'suggestHashtags'>): Promise<HashtagSuggestionsAnswer> {
    this.#current?.abort();
    const controller = new AbortController();
    this.#current = controller;
    try {
      return await this.api.get<HashtagSuggestionsAnswer>(ApiPath.hashtags, {
        query: { tag },
        signal: controller.signal,
        timeoutMs: SUGGESTION_TIMEOUT_MS,
      });
    } finally {
      if (this.#current === controller) this.#current = null;
    }
  }
}
