import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './TextField.css';
import './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: string;
  hint?: string;
  /** Already translated; when present the textarea is marked invalid and described by it. */
  error?: string | undefined;
  /** Shows "count/limit" under the field; the limit is not enforced, so pasted text is never cut. */
  counter?: { count: number; limit: number };
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hint,
  error,
  counter,
  className,
  ref,
  ...textareaProps
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && hintId, counter && counterId, error && errorId].filter(Boolean).join(' ') || undefined;
  const over = counter !== undefined && counter.count > counter.limit;

  return (
    <div
      className={['ui-field', error && 'ui-field--invalid', className].filter(Boolean).join(' ')}
    >
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...textareaProps}
        ref={ref}
        id={id}
        className="ui-field__input ui-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {(hint || counter) && (
        <div className="ui-textarea__meta">
          {hint ? (
            <p id={hintId} className="ui-field__hint">
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter && (
            <p
              id={counterId}
              className={['ui-textarea__counter', over && 'ui-textarea__counter--over']
                .filter(Boolean)
                .join(' ')}
            >
              {t('common.characterCount', counter)}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
