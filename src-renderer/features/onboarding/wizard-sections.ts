import {
  isWizardSection,
  WIZARD_SECTIONS,
  type WizardSection,
} from '../../../src-shared/domain/wizard';

/** The order and neighbours of the steps live in `src-shared/domain/wizard.ts`; this is routing. */
export const FIRST_WIZARD_SECTION: WizardSection = WIZARD_SECTIONS[0];

/** Unknown sections open the first step rather than an error page. */
export function parseWizardSection(value: string): WizardSection {
  return isWizardSection(value) ? value : FIRST_WIZARD_SECTION;
}

export const wizardStepNumber = (section: WizardSection): number =>
  WIZARD_SECTIONS.indexOf(section) + 1;
