import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import { CalendarIcon } from './icons';
import { dayMonthYearToIso, isoToDayMonthYear, maskDateText } from './date-text';
import './DateField.css';

export interface DateFieldProps {
  label: string;
  /** Defaults to the format, dd/mm/aaaa; an error takes its place. */
  hint?: string;
  /** Already translated; when present the input is marked invalid and described by it. */
  error?: string | undefined;
  className?: string;
  name?: string;
  /** ISO `yyyy-mm-dd`, '' when empty; an unfinished text the field reported stays as it was. */
  value: string | null | undefined;
  /**
   * The ISO date once the text is a real day, '' when emptied, otherwise the text itself, so the
   * form's schema reports it as no valid date.
   */
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** ISO bounds offered by the calendar (the schema still decides what is valid). */
  min?: string;
  max?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** Chromium's own calendar, opened on request; absent where the engine cannot (jsdom). */
const canShowPicker = typeof HTMLInputElement.prototype.showPicker === 'function';

/**
 * A date typed and shown as in Mexico (dd/mm/aaaa) whatever language the engine runs in, with
 * its value in ISO for the form. Chromium's `<input type="date">` follows the browser's locale,
 * not the app's, so it would show mm/dd/yyyy on an English system; the calendar button still
 * opens Chromium's picker, which is only a way to choose, never what is shown.
 */
export function DateField({
  label,
  hint,
  error,
  className,
  name,
  value,
  onChange,
  onBlur,
  ref,
  min,
  max,
  autoComplete,
  disabled,
}: DateFieldProps) {
  const { t } = useTranslation();
  const current = value ?? '';
  const [text, setText] = useState(() => isoToDayMonthYear(current));
  // What this field last reported: any other value came from outside (a reset, a loaded draft).
  const [reported, setReported] = useState(current);
  if (current !== reported) {
    setReported(current);
    setText(isoToDayMonthYear(current));
  }
  const picker = useRef<HTMLInputElement>(null);

  const report = (next: string) => {
    setReported(next);
    onChange(next);
  };

  const type = (raw: string) => {
    const masked = maskDateText(raw);
    const iso = dayMonthYearToIso(masked);
    // A pasted or completed ISO date is shown the Mexican way at once.
    setText(iso && masked.includes('-') ? isoToDayMonthYear(iso) : masked);
    report(masked === '' ? '' : (iso ?? masked));
  };

  const choose = (iso: string) => {
    setText(isoToDayMonthYear(iso));
    report(iso);
  };

  return (
    <Field
      label={label}
      // The format until there is an error to say instead (the placeholder still shows it).
      hint={error ? undefined : (hint ?? t('dateField.hint'))}
      error={error}
      className={['ui-date-field', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <div className="ui-date-field__control">
          <input
            {...control}
            ref={ref}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete={autoComplete ?? 'off'}
            placeholder={t('dateField.placeholder')}
            maxLength={10}
            disabled={disabled}
            className="ui-field__input ui-date-field__input"
            value={text}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              const iso = dayMonthYearToIso(text);
              if (iso) setText(isoToDayMonthYear(iso));
              onBlur?.();
            }}
          />
          {canShowPicker && (
            <>
              <button
                type="button"
                className="ui-date-field__calendar"
                // Not the field's label: locating the field by its label must find the text box alone.
                aria-label={t('dateField.openCalendar')}
                disabled={disabled}
                onClick={() => picker.current?.showPicker()}
              >
                <CalendarIcon />
              </button>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                className="ui-date-field__picker"
                min={min}
                max={max}
                value={dayMonthYearToIso(text) ?? ''}
                onChange={(event) => event.target.value && choose(event.target.value)}
              />
            </>
          )}
        </div>
      )}
    </Field>
  );
}
