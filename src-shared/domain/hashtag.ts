/** How many suggestions `GET /api/v3/management/hastags/?tag=` answers at most. */
export const HASHTAG_SUGGESTIONS_MAX = 10;

/** A suggested hashtag: the tag without `#` (lowercase, accents kept) and how often it was used. */
export interface HashtagSuggestion {
  tag: string;
  /**
   * Posts, casting-call briefs and proposal messages of the marketplace that carried it; 0 for a
   * tag of the starter list nobody has used yet.
   */
  uses: number;
}

/** `GET /api/v3/management/hastags/?tag=`: most used first, at most HASHTAG_SUGGESTIONS_MAX. */
export interface HashtagSuggestionsAnswer {
  results: HashtagSuggestion[];
}
