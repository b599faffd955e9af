import { useState } from 'react';
import { toggleLimited } from '../../../../src-shared/rules/multi-select';
import { ToggleChipGroup, type ChipOption } from '../../../ui/ToggleChipGroup';
import './LimitedChipsField.css';

export interface LimitedChipsFieldProps {
  label: string;
  hint?: string;
  options: readonly ChipOption[];
  value: readonly string[];
  onChange: (selected: string[]) => void;
  max: number;
  /** Already translated: said when a pick past `max` is refused. */
  refusedMessage: string;
  /** Already translated; `undefined` when the field never warns, `null` while it has nothing to say. */
  warning?: string | null;
  error?: string | undefined;
}

/**
 * Toggle chips with a limit (languages, ethnicity, pets): a pick past the limit is refused, and
 * the refusal is said out loud rather than the pick being dropped silently.
 */
export function LimitedChipsField({
  label,
  hint,
  options,
  value,
  onChange,
  max,
  refusedMessage,
  warning,
  error,
}: LimitedChipsFieldProps) {
  const [refused, setRefused] = useState(false);

  const toggle = (item: string) => {
    const result = toggleLimited(value, item, max);
    setRefused(result.refused);
    if (!result.refused) onChange(result.selected);
  };

  return (
    <ToggleChipGroup label={label} hint={hint} options={options} selected={value} onToggle={toggle}>
      {warning !== undefined && (
        <p role="status" className="limited-chips__warning">
          {warning}
        </p>
      )}
      {refused && (
        <p role="alert" className="limited-chips__refused">
          {refusedMessage}
        </p>
      )}
      {error && <p className="ui-field__error">{error}</p>}
    </ToggleChipGroup>
  );
}
