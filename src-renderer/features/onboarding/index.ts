// Public entry of features/onboarding: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { ResumeWizardLink } from './ResumeWizardLink';
export { publicProfileUrl } from './steps/vanity/public-profile-url';
export { stepperAtom, wizardDraftsAtom } from './wizard-atoms';
