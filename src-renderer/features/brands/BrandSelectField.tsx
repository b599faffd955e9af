import { useEffect, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { useBrands } from './use-brands';

export interface BrandSelectFieldProps {
  value: string;
  onChange: (brandId: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Already translated. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** Which of the company's brands an offer or a call speaks for, read with listBrands. */
export function BrandSelectField({
  value,
  onChange,
  onBlur,
  name,
  error,
  ref,
}: BrandSelectFieldProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { state, reload } = useBrands();
  const brands = state.status === 'ready' ? state.data : [];
  const onlyBrand = brands.length === 1 ? brands[0] : undefined;

  // With a single brand there is nothing to choose: pick it rather than make every form ask.
  useEffect(() => {
    if (onlyBrand && value === '') onChange(onlyBrand.id);
  }, [onlyBrand, value, onChange]);

  const hint =
    state.status === 'loading'
      ? t('castingCalls.brand.loading')
      : state.status === 'ready' && brands.length === 0
        ? t('castingCalls.brand.none')
        : undefined;

  return (
    <div className="brand-select">
      <SelectField
        label={t('castingCalls.brand.label')}
        placeholder={t('castingCalls.brand.placeholder')}
        options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        disabled={state.status !== 'ready' || brands.length === 0}
        hint={hint}
        error={state.status === 'failed' ? describe(state.error) : error}
        name={name}
        ref={ref}
        value={value}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      />
      {state.status === 'failed' && (
        <Button variant="secondary" size="sm" onClick={reload}>
          {t('castingCalls.brand.retry')}
        </Button>
      )}
    </div>
  );
}
