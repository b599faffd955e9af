import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, LANGUAGES, languageName } from '../../../src-shared/catalogs/profile-options';
import { CREATOR_CATEGORIES } from '../../../src-shared/domain/creator-category';
import { formatFollowersTyping } from '../../../src-shared/rules/followers';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { CountrySelectField } from '../../ui/CountrySelectField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { SubmitBlockedReason } from '../../forms/SubmitBlockedReason';
import { toFinderQuery, type FilterField, type FinderFilters } from './finder-filters';
import './FilterPanelForm.css';

const LANGUAGE_OPTIONS = LANGUAGES.map((code) => ({ value: code, label: languageName(code) }));

/** "Prefer not to say" describes nobody a brand could look for. */
const SEARCHABLE_GENDERS = GENDERS.filter((gender) => gender !== 'prefer_not_to_say');

/** Filters the panel owns; the search box and the network stay in the bar above the results. */
const PANEL_FIELDS = [
  'category',
  'followersMin',
  'followersMax',
  'country',
  'language',
  'gender',
  'erMin',
] as const satisfies readonly FilterField[];

const clearedPanel = (filters: FinderFilters): FinderFilters => ({
  ...filters,
  ...Object.fromEntries(PANEL_FIELDS.map((field) => [field, ''])),
});

export interface FilterPanelFormProps {
  initial: FinderFilters;
  onApply: (filters: FinderFilters) => void;
}

export function FilterPanelForm({ initial, onApply }: FilterPanelFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const { problems } = toFinderQuery(draft);
  const blocked = PANEL_FIELDS.some((field) => problems[field] !== undefined);
  const problemText = (field: FilterField) =>
    formErrorText(problems[field] ? { message: problems[field] } : undefined, t);
  const blockedId = useId();
  const set = (field: FilterField, value: string) => setDraft({ ...draft, [field]: value });
  // Followers are typed the Mexican way, `12,345`, regrouped as typed, or as `10K` / `1.5M`.
  // Anything else stays as typed, so its message can say what is wrong with it.
  const setFollowers = (field: FilterField, value: string) =>
    set(field, formatFollowersTyping(value, draft[field]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked) onApply(draft);
  };

  return (
    <form className="filter-panel" noValidate onSubmit={submit}>
      <SelectField
        label={t('finder.filters.category')}
        placeholder={t('finder.filters.anyCategory')}
        options={CREATOR_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${category}`),
        }))}
        value={draft.category}
        onChange={(event) => set('category', event.target.value)}
      />
      <fieldset className="filter-panel__range" aria-describedby={`${blockedId}-followers`}>
        <legend className="filter-panel__legend">{t('finder.filters.followers')}</legend>
        <p id={`${blockedId}-followers`} className="filter-panel__hint">
          {t('finder.filters.followersHint')}
        </p>
        <div className="filter-panel__range-fields">
          <TextField
            label={t('finder.filters.followersMin')}
            autoComplete="off"
            placeholder="10,000"
            value={draft.followersMin}
            error={problemText('followersMin')}
            onChange={(event) => setFollowers('followersMin', event.target.value)}
          />
          <TextField
            label={t('finder.filters.followersMax')}
            autoComplete="off"
            placeholder="1.5M"
            value={draft.followersMax}
            error={problemText('followersMax')}
            onChange={(event) => setFollowers('followersMax', event.target.value)}
          />
        </div>
      </fieldset>
      <CountrySelectField
        label={t('finder.filters.country')}
        placeholder={t('finder.filters.anyCountry')}
        value={draft.country}
        onChange={(event) => set('country', event.target.value)}
      />
      <SelectField
        label={t('finder.filters.language')}
        placeholder={t('finder.filters.anyLanguage')}
        options={LANGUAGE_OPTIONS}
        value={draft.language}
        onChange={(event) => set('language', event.target.value)}
      />
      <SelectField
        label={t('finder.filters.gender')}
        placeholder={t('finder.filters.anyGender')}
        options={SEARCHABLE_GENDERS.map((gender) => ({
          value: gender,
          label: t(`options.gender.${gender}`),
        }))}
        value={draft.gender}
        onChange={(event) => set('gender', event.target.value)}
      />
      <TextField
        label={t('finder.filters.erMin')}
        hint={t('finder.filters.erMinHint')}
        inputMode="decimal"
        autoComplete="off"
        value={draft.erMin}
        error={problemText('erMin')}
        onChange={(event) => set('erMin', event.target.value)}
      />
      <div className="filter-panel__actions">
        <Button variant="ghost" onClick={() => onApply(clearedPanel(draft))}>
          {t('finder.filters.clear')}
        </Button>
        <Button type="submit" disabled={blocked} aria-describedby={blocked ? blockedId : undefined}>
          {t('finder.filters.apply')}
        </Button>
      </div>
      <SubmitBlockedReason id={blockedId} reason={blocked ? t('finder.filters.blocked') : null} />
    </form>
  );
}
