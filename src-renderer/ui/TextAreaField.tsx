import type { Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
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
  const over = counter !== undefined && counter.count > counter.limit;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      className={className}
      hasExtra={counter !== undefined}
      footer={(ids) =>
        (hint || counter) && (
          <div className="ui-textarea__meta">
            {hint ? (
              <p id={ids.hintId} className="ui-field__hint">
                {hint}
              </p>
            ) : (
              <span />
            )}
            {counter && (
              <p
                id={ids.extraId}
                className={['ui-textarea__counter', over && 'ui-textarea__counter--over']
                  .filter(Boolean)
                  .join(' ')}
              >
                {t('common.characterCount', counter)}
              </p>
            )}
          </div>
        )
      }
    >
      {(control) => (
        <textarea
          {...textareaProps}
          ref={ref}
          {...control}
          className="ui-field__input ui-textarea"
        />
      )}
    </Field>
  );
}
