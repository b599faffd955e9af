import type { ProfileSection } from '../../src-shared/domain/wizard';
import { emptyMetaInfo, type MetaInfo, type User } from '../../src-shared/domain/user';

/** The user's fields a wizard step saves, named as the step sends them (flags left out). */
export function sectionValues(user: User, section: ProfileSection): Record<string, unknown> {
  const meta = { ...emptyMetaInfo(), ...user.meta_info };
  switch (section) {
    case 'profile':
      return {
        first_name: user.first_name,
        last_name: user.last_name,
        birthday: meta.birthday,
        question_text: user.question_text,
      };
    case 'basic_info':
      return { country: user.country, languages: meta.languages, telephone: user.telephone };
    case 'demographics':
      return { gender: meta.gender, scholarship: meta.scholarship, ethnicity: meta.ethnicity };
    case 'family':
      return { relationship: meta.relationship, pets: meta.pets, children: meta.children };
    case 'vanity':
      return { vanity_name: user.vanity_name };
  }
}

const TOP_LEVEL = new Set([
  'first_name',
  'last_name',
  'question_text',
  'country',
  'telephone',
  'vanity_name',
]);
const META = new Set<keyof MetaInfo>([
  'birthday',
  'languages',
  'gender',
  'scholarship',
  'ethnicity',
  'relationship',
  'pets',
  'children',
]);

/**
 * The user with a step's typed values in place, as the core API would store them: an `empty_*`
 * flag clears its list. Used for the offline copy while the save waits to be sent.
 */
export function withSectionValues(user: User, values: Record<string, unknown>): User {
  const next: User = { ...user, meta_info: { ...emptyMetaInfo(), ...user.meta_info } };
  const top = next as unknown as Record<string, unknown>;
  const meta = next.meta_info as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const flagged = /^empty_(.+)$/.exec(name)?.[1];
    if (flagged && value === true && META.has(flagged as keyof MetaInfo)) meta[flagged] = [];
    else if (TOP_LEVEL.has(name)) top[name] = value;
    else if (META.has(name as keyof MetaInfo)) meta[name] = value;
  }
  return next;
}

/** Key order does not matter; everything else does. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function sameRecord(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}
