import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon } from './icons';
import './ToggleChipGroup.css';

export interface ChipOption {
  value: string;
  /** Already translated; also the chip's accessible name. */
  label: string;
}

export interface ToggleChipGroupProps {
  /** Names the group (a fieldset legend). */
  label: string;
  hint?: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Messages about the selection (limits, refusals), shown under the chips. */
  children?: ReactNode;
}

/** Where each key moves the focus among `count` chips, from `index`; null for other keys. */
function chipIndexFor(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Multi-select as toggle buttons (`aria-pressed`): each chip says by itself whether it is on.
 * The group is one Tab stop (a roving tabindex): the arrow keys, Home and End move between chips,
 * Space or Enter toggles the one focused, and Tab leaves the group from the chip last used.
 */
export function ToggleChipGroup({
  label,
  hint,
  options,
  selected,
  onToggle,
  children,
}: ToggleChipGroupProps) {
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const [lastFocused, setLastFocused] = useState<string | null>(null);
  const tabStop = options.some((option) => option.value === lastFocused)
    ? lastFocused
    : options[0]?.value;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = chipIndexFor(event.key, index, options.length);
    if (next === null) return;
    event.preventDefault();
    chips.current[next]?.focus();
  };

  return (
    <fieldset className="ui-chips">
      <legend className="ui-chips__legend">{label}</legend>
      {hint && <p className="ui-chips__hint">{hint}</p>}
      <div className="ui-chips__list">
        {options.map((option, index) => {
          const pressed = selected.includes(option.value);
          return (
            <button
              key={option.value}
              ref={(element) => {
                chips.current[index] = element;
              }}
              type="button"
              className="ui-chip"
              aria-pressed={pressed}
              tabIndex={option.value === tabStop ? 0 : -1}
              onFocus={() => setLastFocused(option.value)}
              onKeyDown={(event) => moveFocus(event, index)}
              onClick={() => onToggle(option.value)}
            >
              {pressed && <CheckIcon className="ui-chip__check" />}
              {option.label}
            </button>
          );
        })}
      </div>
      {children}
    </fieldset>
  );
}
