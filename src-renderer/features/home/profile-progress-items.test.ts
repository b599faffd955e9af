import { describe, expect, it } from 'vitest';
import { emptyMetaInfo } from '../../../src-shared/domain/user';
import { aUser } from '../../test/builders';
import { profileProgress, type ProgressFacts } from './profile-progress-items';

const nothing: ProgressFacts = {
  networks: 0,
  verifiedNetworks: 0,
  portfolioPieces: 0,
  priceLines: 0,
};

const profileSaved = {
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Cocino recetas mexicanas.',
  meta_info: { ...emptyMetaInfo(), birthday: '1990-05-17' },
};

const everyStepSaved = aUser({
  ...profileSaved,
  telephone: '+52 55 1234 5678',
  meta_info: { ...profileSaved.meta_info, gender: 'female', relationship: 'single' },
  vanity_name: 'ana.crea',
});

const doneKeys = (progress: ReturnType<typeof profileProgress>) =>
  [...progress.wizard, ...progress.business].filter((item) => item.done).map((item) => item.key);

describe('profileProgress', () => {
  it('starts at 0 of 9 and resumes at the first step', () => {
    const progress = profileProgress(aUser({ first_name: '', last_name: '' }), nothing);
    expect(progress).toMatchObject({ done: 0, total: 9, next: { key: 'connections' } });
  });

  it('reads saved steps from the data and resumes at the first one not saved', () => {
    const progress = profileProgress(aUser({ ...profileSaved, vanity_name: 'ana.crea' }), {
      ...nothing,
      networks: 2,
    });
    expect(doneKeys(progress)).toEqual(['connections', 'profile', 'vanity']);
    expect(progress.done).toBe(3);
    expect(progress.next).toMatchObject({ kind: 'wizard', key: 'basic_info' });
  });

  it('once the wizard is saved, points at the first business gap', () => {
    const progress = profileProgress(everyStepSaved, { ...nothing, networks: 1, priceLines: 2 });
    expect(progress.done).toBe(7);
    expect(progress.next).toMatchObject({ kind: 'business', key: 'networks' });
  });

  it('counts a network as verified only when one is connected through its sign-in', () => {
    const typedByHand = profileProgress(everyStepSaved, { ...nothing, networks: 1 });
    expect(typedByHand.business.find((item) => item.key === 'networks')?.done).toBe(false);
    const verified = profileProgress(everyStepSaved, {
      ...nothing,
      networks: 1,
      verifiedNetworks: 1,
    });
    expect(verified.business.find((item) => item.key === 'networks')?.done).toBe(true);
  });

  it('is complete at 9 of 9 with nowhere left to go', () => {
    const progress = profileProgress(everyStepSaved, {
      networks: 3,
      verifiedNetworks: 1,
      portfolioPieces: 4,
      priceLines: 1,
    });
    expect(progress).toMatchObject({ done: 9, total: 9, next: null });
  });
});
