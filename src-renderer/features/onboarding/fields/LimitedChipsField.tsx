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
 * the refusal is said out loud rather than the pick being dropped silently. One message per
 * limit (issue 34): where the field already warns that the limit is reached, a refused pick says
 * that warning again as the alert instead of adding a second message below it.
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
      {/* The status region stays mounted (empty, hidden) so its first words are announced. */}
      {warning !== undefined && (
        <p role="status" className="limited-chips__warning">
          {refused ? '' : warning}
        </p>
      )}
      {refused && (
        <p role="alert" className="limited-chips__refused">
          {warning || refusedMessage}
        </p>
      )}
      {error && <p className="ui-field__error">{error}</p>}
    </ToggleChipGroup>
  );
}
