/** docs/PRODUCT.md §2/§4: the onboarding wizard, in order. */
export const WIZARD_SECTIONS = [
  'connections',
  'profile',
  'basic_info',
  'demographics',
  'family',
  'vanity',
] as const;
export type WizardSection = (typeof WIZARD_SECTIONS)[number];

/** The sections that save profile fields (connections saves networks instead). */
export type ProfileSection = Exclude<WizardSection, 'connections'>;

export function isWizardSection(value: string): value is WizardSection {
  return (WIZARD_SECTIONS as readonly string[]).includes(value);
}

export function nextSection(section: WizardSection): WizardSection | null {
  return WIZARD_SECTIONS[WIZARD_SECTIONS.indexOf(section) + 1] ?? null;
}

export function previousSection(section: WizardSection): WizardSection | null {
  const index = WIZARD_SECTIONS.indexOf(section);
  return index > 0 ? WIZARD_SECTIONS[index - 1]! : null;
}

/** docs/PRODUCT.md §2: emitted when a profile section saved with `is_edit`. */
export const NAVBAR_WHITE_QUIT_EVENT = 'navbar-white-quit';
