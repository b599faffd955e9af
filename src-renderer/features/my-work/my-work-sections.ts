/**
 * Sections of my_work: the spec names `networks` (where the onboarding wizard ends); a creator's
 * collaborations (issue 31), casting applications and proposals are kept here too.
 */
export const MY_WORK_SECTIONS = [
  'networks',
  'collaborations',
  'applications',
  'proposals',
] as const;

export type MyWorkSection = (typeof MY_WORK_SECTIONS)[number];

export const DEFAULT_MY_WORK_SECTION: MyWorkSection = 'networks';

export function isMyWorkSection(value: string): value is MyWorkSection {
  return (MY_WORK_SECTIONS as readonly string[]).includes(value);
}
