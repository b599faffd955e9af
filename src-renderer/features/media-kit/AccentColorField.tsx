import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';
import { KIT_ACCENT_PRESETS, normalizeAccent } from './kit-accent-presets';
import type { KitOptionsChange } from './use-kit-options';

export interface AccentColorFieldProps {
  /** `#rrggbb`. */
  value: string;
  onChange: (accent: string, how: KitOptionsChange) => void;
}

/**
 * The kit's accent three ways: the system colour picker, a few suggested swatches (native radios,
 * so arrow keys move between them) and the `#rrggbb` code, which can be typed too.
 */
export function AccentColorField({ value, onChange }: AccentColorFieldProps) {
  const { t } = useTranslation();
  const pickerId = useId();
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A colour chosen with the picker or a swatch replaces what the code field holds.
  if (shown !== value) {
    setShown(value);
    setTyped(value);
    setInvalid(false);
  }

  const type = (text: string) => {
    setTyped(text);
    const accent = normalizeAccent(text);
    if (accent === null) return;
    setInvalid(false);
    if (accent !== value) {
      setShown(accent);
      onChange(accent, 'soon');
    }
  };

  return (
    <fieldset className="kit-options__group">
      <legend className="kit-options__legend">{t('mediaKit.options.accent')}</legend>
      <div className="accent-field">
        <div className="accent-field__picker">
          <input
            id={pickerId}
            type="color"
            className="accent-field__input"
            value={value}
            onChange={(event) => onChange(event.target.value.toLowerCase(), 'soon')}
          />
          <label htmlFor={pickerId} className="accent-field__picker-label">
            {t('mediaKit.options.accentPicker')}
          </label>
        </div>
        <fieldset className="accent-field__presets">
          <legend className="visually-hidden">{t('mediaKit.options.accentPresetsLabel')}</legend>
          {KIT_ACCENT_PRESETS.map((preset) => {
            const name = t(`mediaKit.options.accentPresets.${preset.name}`);
            return (
              <input
                key={preset.value}
                type="radio"
                name="kit-accent-preset"
                value={preset.value}
                className="accent-field__swatch"
                style={{ backgroundColor: preset.value }}
                aria-label={name}
                title={name}
                checked={value === preset.value}
                onChange={() => onChange(preset.value, 'now')}
              />
            );
          })}
        </fieldset>
        <TextField
          className="accent-field__code"
          label={t('mediaKit.options.accentCode')}
          value={typed}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          error={invalid ? t('validation.colorInvalid') : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            const accent = normalizeAccent(typed);
            if (accent === null) setInvalid(true);
            else setTyped(accent);
          }}
        />
      </div>
    </fieldset>
  );
}
