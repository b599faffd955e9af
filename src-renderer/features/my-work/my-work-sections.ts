/** Sections of my_work; the spec names only `networks`, where the onboarding wizard ends. */
export const MY_WORK_SECTIONS = ['networks'] as const;

export type MyWorkSection = (typeof MY_WORK_SECTIONS)[number];

export const DEFAULT_MY_WORK_SECTION: MyWorkSection = 'networks';

export function isMyWorkSection(value: string): value is MyWorkSection {
  return (MY_WORK_SECTIONS as readonly string[]).includes(value);
}
