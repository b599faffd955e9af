import { useTranslation } from 'react-i18next';
import type { ContentType } from '../../../src-shared/domain/content-types';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import { ToggleChipGroup } from '../../ui/ToggleChipGroup';
import { contentTypesFor, toggled } from './casting-call-form';

/** A chip group's error, under its chips (the group has no single control to describe). */
export function ChipsError({ text }: { text: string | undefined }) {
  return text ? <p className="ui-field__error">{text}</p> : null;
}

export interface ContentTypeChipsProps {
  networks: readonly SocialNetwork[];
  selected: readonly ContentType[];
  onChange: (types: ContentType[]) => void;
  /** Already translated. */
  error: string | undefined;
}

/** Only the chosen networks' content types; nothing to pick until a network is. */
export function ContentTypeChips({ networks, selected, onChange, error }: ContentTypeChipsProps) {
  const { t } = useTranslation();
  const offered = contentTypesFor(networks);
  return (
    <ToggleChipGroup
      label={t('castingCalls.form.contentTypes')}
      hint={
        offered.length === 0
          ? t('castingCalls.form.contentTypesNetworkFirst')
          : t('castingCalls.form.contentTypesHint')
      }
      options={offered.map((type) => ({
        value: type,
        label: t(`contentTypes.${type}`),
      }))}
      selected={selected}
      onToggle={(value) => onChange(toggled(selected, value as ContentType))}
    >
      <ChipsError text={error} />
    </ToggleChipGroup>
  );
}
