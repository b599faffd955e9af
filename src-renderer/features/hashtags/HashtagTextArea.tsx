import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextAreaField } from '../../ui/TextAreaField';
import { useTextController } from '../../forms/use-text-controller';
import type { LimitedTextAreaProps } from '../../forms/LimitedTextArea';
import { insertHashtag } from './hashtag-at-caret';
import { HashtagSuggestionList, suggestionOptionId } from './HashtagSuggestionList';
import { useHashtagSuggestions } from './use-hashtag-suggestions';
import './HashtagTextArea.css';

/**
 * A brief or message field (length counter, error) that suggests hashtags while one is typed:
 * arrows move through them, Enter or Tab puts the highlighted one in, Esc closes the list.
 */
export function HashtagTextArea<TValues extends FieldValues, TOutput>({
  label,
  hint,
  rows,
  limit,
  ...binding
}: LimitedTextAreaProps<TValues, TOutput>) {
  const { field, error } = useTextController(binding);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const placedCaret = useRef<number | null>(null);
  const listId = useId();
  const text: string = field.value;
  const { hashtag, suggestions, active, move, setActive, dismiss } = useHashtagSuggestions(
    text,
    caret,
  );
  const open = hashtag !== null && suggestions.length > 0;

  // A controlled value puts the caret at the end; after a tag goes in it belongs after the tag.
  useLayoutEffect(() => {
    const position = placedCaret.current;
    if (position === null || !textarea.current) return;
    placedCaret.current = null;
    textarea.current.setSelectionRange(position, position);
  }, [text]);

  // Esc must close the list, not the dialog around the field: Radix listens on the document in
  // the capture phase and lets a handled (default-prevented) Esc through, so this runs earlier.
  const closeOnEscape = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key !== 'Escape' || event.target !== textarea.current) return;
    event.preventDefault();
    dismiss();
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: globalThis.KeyboardEvent) => closeOnEscape(event);
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, [open]);

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!hashtag || !suggestion) return;
    const next = insertHashtag(text, hashtag, suggestion.tag);
    placedCaret.current = next.caret;
    setCaret(next.caret);
    // Through the field's own change handler, as if typed: the form sees it as dirty and drafts keep it.
    field.onChange(next.text);
  };

  const readCaret = (event: SyntheticEvent<HTMLTextAreaElement>) =>
    setCaret(event.currentTarget.selectionStart);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
      event.preventDefault();
      pick(active);
    }
  };

  return (
    <div className="hashtag-field">
      <TextAreaField
        label={label}
        hint={hint}
        rows={rows}
        counter={{ count: text.length, limit }}
        error={error}
        {...field}
        ref={(element) => {
          textarea.current = element;
          field.ref(element);
        }}
        onChange={(event) => {
          field.onChange(event);
          readCaret(event);
        }}
        onBlur={() => {
          field.onBlur();
          setCaret(null);
        }}
        onSelect={readCaret}
        onFocus={readCaret}
        onKeyDown={onKeyDown}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? suggestionOptionId(listId, active) : undefined}
      />
      {open && (
        <HashtagSuggestionList
          id={listId}
          suggestions={suggestions}
          active={active}
          onHighlight={setActive}
          onPick={pick}
        />
      )}
    </div>
  );
}
