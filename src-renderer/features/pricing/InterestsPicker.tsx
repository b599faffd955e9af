import { useTranslation } from 'react-i18next';
import { INTERESTS, type Interest, type InterestName } from '../../../src-shared/domain/finder';
import { ToggleChipGroup } from '../../ui/ToggleChipGroup';
import { useInterestPicks } from './use-interest-picks';

const isInterest = (value: string): value is InterestName =>
  (INTERESTS as readonly string[]).includes(value);

/** The catalogue of interests as chips; each press adds or removes one right away. */
export function InterestsPicker({ initial }: { initial: readonly Interest[] }) {
  const { t } = useTranslation();
  const { picked, toggle } = useInterestPicks(initial);
  const options = INTERESTS.map((value) => ({
    value,
    label: t(`creator.interests.names.${value}`),
  }));
  return (
    <ToggleChipGroup
      label={t('interests.label')}
      hint={t('interests.hint')}
      options={options}
      selected={picked}
      onToggle={(value) => {
        if (isInterest(value)) void toggle(value);
      }}
    />
  );
}
