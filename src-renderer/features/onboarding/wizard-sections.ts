/** The creator onboarding wizard's sections, in order (spec §2 and §4). */
export const WIZARD_SECTIONS = [
  'connections',
  'profile',
  'basic_info',
  'demographics',
  'family',
  'vanity',
] as const;

export type WizardSection = (typeof WIZARD_SECTIONS)[number];

export const FIRST_WIZARD_SECTION: WizardSection = 'connections';

export function isWizardSection(value: string): value is WizardSection {
  return (WIZARD_SECTIONS as readonly string[]).includes(value);
}

/** Unknown sections open the first step rather than an error page. */
export function parseWizardSection(value: string): WizardSection {
  return isWizardSection(value) ? value : FIRST_WIZARD_SECTION;
}

export function previousWizardSection(section: WizardSection): WizardSection | null {
  const index = WIZARD_SECTIONS.indexOf(section);
  return index > 0 ? (WIZARD_SECTIONS[index - 1] ?? null) : null;
}

/** `null` after the last step: the wizard then continues to my_work (networks). */
export function nextWizardSection(section: WizardSection): WizardSection | null {
  return WIZARD_SECTIONS[WIZARD_SECTIONS.indexOf(section) + 1] ?? null;
}

export const wizardStepNumber = (section: WizardSection): number =>
  WIZARD_SECTIONS.indexOf(section) + 1;
