import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HashtagSuggestion } from '../../../src-shared/domain/hashtag';
import './HashtagSuggestionList.css';

export interface HashtagSuggestionListProps {
  id: string;
  suggestions: HashtagSuggestion[];
  active: number;
  onHighlight: (index: number) => void;
  onPick: (index: number) => void;
}

/** The id of one option, for the field's `aria-activedescendant`. */
export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The suggestions under a text field, in the flow so a dialog keeps them inside. Focus stays in the field (options are highlighted with
 * `aria-activedescendant`), so a click must not take it away before it lands.
 */
export function HashtagSuggestionList({
  id,
  suggestions,
  active,
  onHighlight,
  onPick,
}: HashtagSuggestionListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // Opened near the bottom of a dialog's scrolling body, the list is brought into its view.
  useLayoutEffect(() => {
    listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <ul
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={t('hashtags.listLabel')}
      className="hashtag-list"
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.tag}
          id={suggestionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className={
            index === active
              ? 'hashtag-list__option hashtag-list__option--active'
              : 'hashtag-list__option'
          }
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (index !== active) onHighlight(index);
          }}
          onClick={() => onPick(index)}
        >
          <span className="hashtag-list__tag">#{suggestion.tag}</span>
          {' · '}
          <span className="hashtag-list__uses">
            {t('hashtags.uses', { count: suggestion.uses })}
          </span>
        </li>
      ))}
    </ul>
  );
}
