import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, CASTING_CALL_STATUSES } from '../../src-shared/domain/casting-call';
import { CONTENT_TYPES } from '../../src-shared/domain/content-types';
import { CREATOR_CATEGORIES } from '../../src-shared/domain/creator-category';
import { PROPOSAL_ACTIONS, PROPOSAL_STATUSES } from '../../src-shared/domain/proposal';
import { i18n } from './i18n';
import { MY_WORK_SECTIONS } from '../features/my-work';

describe('casting call and proposal labels', () => {
  it('has a label for every value the screens build a key from', () => {
    const keys = [
      ...CASTING_CALL_STATUSES.map((status) => `castingCalls.statuses.${status}`),
      ...CREATOR_CATEGORIES.map((category) => `categories.${category}`),
      ...APPLICATION_STATUSES.flatMap((status) => [
        `applications.statuses.${status}`,
        `applications.mine.help.${status}`,
      ]),
      ...['shortlist', 'accept', 'decline'].flatMap((decision) => [
        `applications.decide.${decision}`,
        `applications.decide.done.${decision}`,
      ]),
      ...PROPOSAL_STATUSES.map((status) => `proposals.statuses.${status}`),
      ...PROPOSAL_ACTIONS.map((action) => `proposals.timeline.actions.${action}`),
      ...CONTENT_TYPES.map((type) => `contentTypes.${type}`),
      ...MY_WORK_SECTIONS.map((section) => `myWork.sections.${section}`),
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('counts applicants in Spanish', () => {
    expect(i18n.t('castingCalls.list.applicants', { count: 1 })).toBe('1 postulación');
    expect(i18n.t('castingCalls.list.applicants', { count: 1200 })).toBe('1,200 postulaciones');
  });
});
