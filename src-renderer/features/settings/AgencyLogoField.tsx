import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_EXTENSIONS } from '../../../src-shared/rules/image-file';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { AGENCY_MESSAGE_PARAMS, type AgencyLogoChoice } from './agency-form';
import { readAgencyLogo } from './agency-logo-file';

const ACCEPT = [...PROFILE_IMAGE_EXTENSIONS, 'image/jpeg', 'image/png'].join(',');

export interface AgencyLogoFieldProps {
  value: AgencyLogoChoice;
  /** Whether a logo is stored now: removing a freshly chosen one then still drops the stored one. */
  hasStored: boolean;
  onChange: (choice: AgencyLogoChoice) => void;
  disabled?: boolean;
}

/**
 * The agency's logo: a preview, a file picker (the real input is visually hidden and named
 * "Logo de la agencia, Elegir imagen" after the two texts a person sees) and "Quitar logo".
 */
export function AgencyLogoField({ value, hasStored, onChange, disabled }: AgencyLogoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids = {
    label: `${id}-label`,
    pick: `${id}-pick`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  };
  const [problem, setProblem] = useState<string | null>(null);
  const shown = value.kind === 'removed' ? null : value.url;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Lets the same file be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    const read = await readAgencyLogo(file);
    if (!read.ok) {
      setProblem(t(read.message, AGENCY_MESSAGE_PARAMS));
      return;
    }
    setProblem(null);
    onChange({ kind: 'picked', bytes: read.bytes, url: read.url });
  };

  const remove = () => {
    setProblem(null);
    onChange(hasStored ? { kind: 'removed' } : { kind: 'kept', url: null });
  };

  return (
    <div
      className={['ui-field', 'agency-logo', problem && 'ui-field--invalid']
        .filter(Boolean)
        .join(' ')}
    >
      <p id={ids.label} className="ui-field__label">
        {t('settings.agency.logo')}
      </p>
      <div className="agency-logo__row">
        <div className="agency-logo__preview">
          {shown ? (
            <img
              src={shown}
              alt={t('settings.agency.logoPreview')}
              className="agency-logo__image"
            />
          ) : (
            <span className="agency-logo__none">{t('settings.agency.logoNone')}</span>
          )}
        </div>
        <div className="agency-logo__actions">
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            className="agency-logo__file visually-hidden"
            aria-labelledby={`${ids.label} ${ids.pick}`}
            aria-describedby={[ids.hint, problem && ids.error].filter(Boolean).join(' ')}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <label
            id={ids.pick}
            htmlFor={`${id}-file`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {shown ? t('settings.agency.logoChange') : t('settings.agency.logoPick')}
          </label>
          {shown && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={remove}>
              {t('settings.agency.logoRemove')}
            </Button>
          )}
        </div>
      </div>
      <p id={ids.hint} className="ui-field__hint">
        {value.kind === 'removed'
          ? t('settings.agency.logoRemoved')
          : t('settings.agency.logoHint', AGENCY_MESSAGE_PARAMS)}
      </p>
      {problem && (
        <p id={ids.error} className="ui-field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
