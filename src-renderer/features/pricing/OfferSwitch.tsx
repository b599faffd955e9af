import { useId, type InputHTMLAttributes, type Ref } from 'react';
import './OfferSwitch.css';

export interface OfferSwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'role'
> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox announced as a switch: on/off reads better than checked for a setting. */
export function OfferSwitch({ label, hint, ref, ...inputProps }: OfferSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="offer-switch">
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="checkbox"
        role="switch"
        className="offer-switch__input"
        aria-describedby={hint ? hintId : undefined}
      />
      <div className="offer-switch__text">
        <label htmlFor={id} className="offer-switch__label">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="offer-switch__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
