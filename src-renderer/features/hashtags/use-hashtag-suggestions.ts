import { useEffect, useRef, useState } from 'react';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { HashtagSuggestion } from '../../../src-shared/domain/hashtag';
import { foldText } from '../../../src-shared/rules/hashtags';
import { call } from '../../bridge/client';
import { hashtagAtCaret, isSuggestible, type TypedHashtag } from './hashtag-at-caret';

/** Typing pauses this long before asking: every keystroke would otherwise be a request. */
export const HASHTAG_DEBOUNCE_MS = 250;

export interface HashtagSuggestions {
  /** The hashtag at the caret, or null (no caret, or not in a hashtag). */
  hashtag: TypedHashtag | null;
  /** What to offer for it; empty while nothing fits or the list was closed. */
  suggestions: HashtagSuggestion[];
  /** Index of the highlighted suggestion. */
  active: number;
  /** Moves the highlight by `step`, wrapping at both ends. */
  move: (step: number) => void;
  setActive: (index: number) => void;
  /** Closes the list until the user types something else. */
  dismiss: () => void;
}

interface Answer {
  typed: string;
  results: HashtagSuggestion[];
}

const isCancelled = (error: unknown) =>
  error instanceof BridgeError && error.code === ErrorCode.requestCancelled;

/**
 * Hashtag suggestions for the tag being typed at `caret` (null when the field has no focus). The
 * query waits for a pause; main cancels the request still in flight when a newer one starts, and
 * any answer to an older query is dropped, so a slow reply never replaces a newer one.
 */
export function useHashtagSuggestions(text: string, caret: number | null): HashtagSuggestions {
  const hashtag = caret === null ? null : hashtagAtCaret(text, caret);
  const query = hashtag && isSuggestible(hashtag.typed) ? hashtag.typed : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [highlight, setHighlight] = useState({ query: '', index: 0 });
  const sequence = useRef(0);

  useEffect(() => {
    const request = ++sequence.current;
    if (query === null) return;
    const timer = setTimeout(() => {
      call('suggestHashtags', { tag: query }).then(
        ({ results }) => {
          if (request === sequence.current) setAnswer({ typed: query, results });
        },
        (error: unknown) => {
          // A cancelled request was replaced by a newer one; any other failure only means no
          // suggestions: typing goes on as usual.
          if (request === sequence.current && !isCancelled(error)) {
            setAnswer({ typed: query, results: [] });
          }
        },
      );
    }, HASHTAG_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const suggestions = query === null ? [] : suggestionsFor(query, answer);
  const active = highlight.query === query ? Math.min(highlight.index, suggestions.length - 1) : 0;
  const setActive = (index: number) => setHighlight({ query: query ?? '', index });

  return {
    hashtag,
    suggestions,
    active: Math.max(active, 0),
    move: (step) => {
      if (suggestions.length === 0) return;
      setActive((active + step + suggestions.length) % suggestions.length);
    },
    setActive,
    dismiss: () => {
      // Forgetting the answer (and any still on its way) keeps the list shut until the next query.
      sequence.current += 1;
      setAnswer(null);
    },
  };
}

/**
 * The answer to this query; while the answer to a longer one is on its way, the last answer's
 * tags that still fit, so the list narrows as one types instead of blinking.
 */
function suggestionsFor(query: string, answer: Answer | null): HashtagSuggestion[] {
  if (!answer) return [];
  if (answer.typed === query) return answer.results;
  const folded = foldText(query);
  if (!folded.startsWith(foldText(answer.typed))) return [];
  return answer.results.filter(({ tag }) => foldText(tag).startsWith(folded));
}
