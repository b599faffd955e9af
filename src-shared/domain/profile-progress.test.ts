import { describe, expect, it } from 'vitest';
import { emptyMetaInfo, type User } from './user';
import { resumeSection, savedSections } from './profile-progress';

function aUser(changes: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ana@example.com',
    role: 'influencer',
    permissions: [],
    first_name: '',
    last_name: '',
    profile_image: null,
    question_text: '',
    telephone: '',
    country: 'MX',
    meta_info: emptyMetaInfo(),
    vanity_name: null,
    ...changes,
  };
}

describe('savedSections', () => {
  it('counts nothing for a new creator', () => {
    expect(savedSections(aUser(), { networks: 0 })).toEqual([]);
    expect(resumeSection([])).toBe('connections');
  });

  it('reads every step from the data, in wizard order', () => {
    const user = aUser({
      first_name: 'Ana',
      last_name: 'Ríos',
      question_text: 'Cocino.',
      telephone: '+52 55 1234 5678',
      meta_info: { ...emptyMetaInfo(), birthday: '1990-01-02', gender: 'female' },
    });
    const saved = savedSections(user, { networks: 2 });
    expect(saved).toEqual(['connections', 'profile', 'basic_info', 'demographics']);
    expect(resumeSection(saved)).toBe('family');
  });

  it('needs all four profile fields for the profile step', () => {
    const user = aUser({ first_name: 'Ana', last_name: 'Ríos', question_text: 'Hola' });
    expect(savedSections(user, { networks: 1 })).toEqual(['connections']);
    expect(resumeSection(['connections'])).toBe('profile');
  });

  it('resumes at the handle once every step is saved', () => {
    expect(
      resumeSection(['connections', 'profile', 'basic_info', 'demographics', 'family', 'vanity']),
    ).toBe('vanity');
  });
});
