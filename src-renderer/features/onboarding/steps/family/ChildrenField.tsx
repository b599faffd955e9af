import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHILD_AGE_RANGES,
  CHILD_GENDERS,
} from '../../../../../src-shared/catalogs/profile-options';
import type { ChildDraft } from '../../../../../src-shared/rules/children';
import { MAX_CHILDREN } from '../../../../../src-shared/rules/text-limits';
import { VALIDATION_PARAMS } from '../../../../i18n/validation-params';
import { Button } from '../../../../ui/Button';
import { PlusIcon, TrashIcon } from '../../../../ui/icons';
import { SelectField } from '../../../../ui/SelectField';
import { optionsOf } from '../../option-labels';
import { EMPTY_CHILD, isPartialRow, withoutRow, withRowChanged } from './child-rows';
import './ChildrenField.css';

export interface ChildrenFieldProps {
  rows: readonly ChildDraft[];
  onChange: (rows: ChildDraft[]) => void;
  error?: string | undefined;
}

/** One row per child (gender and age range); rows may stay half filled, they are just not sent. */
export function ChildrenField({ rows, onChange, error }: ChildrenFieldProps) {
  const { t } = useTranslation();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The row just added: its first field takes the focus as soon as it is on screen.
  const focusRow = useRef<number | null>(null);
  const genderOptions = optionsOf('childGender', CHILD_GENDERS, t);
  const ageOptions = optionsOf('childAgeRange', CHILD_AGE_RANGES, t);

  const remove = (index: number) => {
    onChange(withoutRow(rows, index));
    // The removed row's button is gone: the focus lands somewhere predictable.
    addButtonRef.current?.focus();
  };

  return (
    <fieldset className="children-field">
      <legend className="children-field__legend">{t('onboarding.family.children')}</legend>
      <p className="children-field__hint">{t('onboarding.family.childrenHint')}</p>
      {rows.length === 0 ? (
        <p className="children-field__none">{t('onboarding.family.noChildren')}</p>
      ) : (
        <ol className="children-field__rows">
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              // Rows have no identity of their own; their values are controlled, so index keys hold.
              <li key={index} className="children-field__row">
                <SelectField
                  ref={(element) => {
                    if (element && focusRow.current === index) {
                      focusRow.current = null;
                      element.focus();
                    }
                  }}
                  label={t('onboarding.family.childGender', { n })}
                  placeholder={t('onboarding.family.choose')}
                  options={genderOptions}
                  value={row.gender}
                  onChange={(event) =>
                    onChange(withRowChanged(rows, index, { gender: event.target.value }))
                  }
                />
                <SelectField
                  label={t('onboarding.family.childAge', { n })}
                  placeholder={t('onboarding.family.choose')}
                  options={ageOptions}
                  value={row.age_range}
                  onChange={(event) =>
                    onChange(withRowChanged(rows, index, { age_range: event.target.value }))
                  }
                />
                <Button
                  variant="ghost"
                  icon={<TrashIcon />}
                  className="children-field__remove"
                  aria-label={t('onboarding.family.removeChild', { n })}
                  onClick={() => remove(index)}
                >
                  {t('onboarding.family.remove')}
                </Button>
                {isPartialRow(row) && (
                  <p className="children-field__partial">{t('onboarding.family.partialChild')}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addButtonRef}
        variant="secondary"
        icon={<PlusIcon />}
        className="children-field__add"
        disabled={rows.length >= MAX_CHILDREN}
        onClick={() => {
          focusRow.current = rows.length;
          onChange([...rows, EMPTY_CHILD]);
        }}
      >
        {t('onboarding.family.addChild')}
      </Button>
      {rows.length >= MAX_CHILDREN && (
        <p className="ui-field__hint">{t('validation.childrenMax', VALIDATION_PARAMS)}</p>
      )}
      {error && <p className="ui-field__error">{error}</p>}
    </fieldset>
  );
}
