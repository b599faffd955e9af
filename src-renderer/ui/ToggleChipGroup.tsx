import type { ReactNode } from 'react';
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

/** Multi-select as toggle buttons (`aria-pressed`): each chip says by itself whether it is on. */
export function ToggleChipGroup({
  label,
  hint,
  options,
  selected,
  onToggle,
  children,
}: ToggleChipGroupProps) {
  return (
    <fieldset className="ui-chips">
      <legend className="ui-chips__legend">{label}</legend>
      {hint && <p className="ui-chips__hint">{hint}</p>}
      <div className="ui-chips__list">
        {options.map((option) => {
          const pressed = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className="ui-chip"
              aria-pressed={pressed}
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
