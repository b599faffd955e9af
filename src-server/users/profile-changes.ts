import type { MetaInfo } from '../../src-shared/domain/user';
import type { ProfileStepUpdate } from './profile-step';

/** The profile columns a wizard step may write; every other column is out of its reach. */
export interface ProfileColumns {
  first_name?: string;
  last_name?: string;
  question_text?: string;
  country?: string;
  telephone?: string;
  vanity_name?: string;
}

/** What one step's save writes: some columns, and some `meta_info` keys (the rest stay). */
export interface ProfileChanges {
  columns: ProfileColumns;
  meta: Partial<MetaInfo>;
}

/**
 * A list with its `empty_*` flag: the flag clears it (docs/PRODUCT.md §5.6: an empty list travels
 * as the flag), items replace it, and neither leaves it as it was.
 */
function listChange<T>(items: T[] | undefined, empty: true | undefined): T[] | undefined {
  return empty ? [] : items;
}

/** Only the keys that change, so the merge in the UPDATE leaves the others alone. */
function definedOnly(meta: Partial<MetaInfo>): Partial<MetaInfo> {
  return Object.fromEntries(
    Object.entries(meta).filter(([, value]) => value !== undefined),
  ) as Partial<MetaInfo>;
}

export function profileChanges(update: ProfileStepUpdate): ProfileChanges {
  switch (update.step) {
    case 'profile': {
      const { first_name, last_name, question_text, birthday } = update.fields;
      return { columns: { first_name, last_name, question_text }, meta: { birthday } };
    }
    case 'basic_info': {
      const { country, telephone, languages, empty_languages } = update.fields;
      return {
        columns: { country: country.toUpperCase(), telephone },
        meta: definedOnly({ languages: listChange(languages, empty_languages) }),
      };
    }
    case 'demographics': {
      const { gender, scholarship, ethnicity, empty_ethnicity } = update.fields;
      return {
        columns: {},
        meta: definedOnly({
          gender,
          scholarship,
          ethnicity: listChange(ethnicity, empty_ethnicity),
        }),
      };
    }
    case 'family': {
      const { relationship, pets, empty_pets, children, empty_children } = update.fields;
      return {
        columns: {},
        meta: definedOnly({
          relationship,
          pets: listChange(pets, empty_pets),
          children: listChange(children, empty_children),
        }),
      };
    }
    case 'vanity':
      // The schema already lowercased it: handles are stored lowercase.
      return { columns: { vanity_name: update.fields.vanity_name }, meta: {} };
  }
}
