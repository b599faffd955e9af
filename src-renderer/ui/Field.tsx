import { useId, type ReactNode } from 'react';
import './TextField.css';

/** What the control inside a field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** For an extra description the field renders itself (a character counter). */
  extraId: string;
}

export interface FieldProps {
  label: string;
  hint?: string | undefined;
  /** Already translated; when present the control is marked invalid and described by it. */
  error?: string | undefined;
  className?: string | undefined;
  /** Whether the control is also described by `extraId`. */
  hasExtra?: boolean;
  /** Replaces the plain hint paragraph, for fields that show more under the control. */
  footer?: (ids: FieldIds) => ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every form field shares: label, control, hint and error, with the control's
 * `aria-describedby` pointing at whichever of them is shown.
 */
export function Field({ label, hint, error, className, hasExtra, footer, children }: FieldProps) {
  const id = useId();
  const ids: FieldIds = {
    id,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    extraId: `${id}-counter`,
  };
  const describedBy =
    [hint && ids.hintId, hasExtra && ids.extraId, error && ids.errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div
      className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {footer
        ? footer(ids)
        : hint && (
            <p id={ids.hintId} className="ui-field__hint">
              {hint}
            </p>
          )}
      {error && (
        <p id={ids.errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
