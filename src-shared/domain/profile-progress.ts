import type { User } from './user';
import { WIZARD_SECTIONS, type WizardSection } from './wizard';

/** What the profile progress is read from besides the user: counts the user answer lacks. */
export interface ProgressCounts {
  networks: number;
}

/**
 * The wizard steps a creator has saved, read from their data rather than from this visit, so a
 * step saved last week shows as done. Each profile step is saved when its required fields hold a
 * value no other step writes: the profile step's four required fields, the phone of basic_info,
 * the gender of demographics and the relationship of family (both start empty and are always
 * sent), and the handle. Connections count as done with one network connected.
 */
export function savedSections(user: User, counts: ProgressCounts): WizardSection[] {
  const done: Record<WizardSection, boolean> = {
    connections: counts.networks > 0,
    profile:
      user.first_name.trim() !== '' &&
      user.last_name.trim() !== '' &&
      user.question_text.trim() !== '' &&
      Boolean(user.meta_info.birthday),
    basic_info: user.telephone.trim() !== '',
    demographics: user.meta_info.gender !== null,
    family: user.meta_info.relationship !== null,
    vanity: Boolean(user.vanity_name),
  };
  return WIZARD_SECTIONS.filter((section) => done[section]);
}

/** Where "Perfil público" resumes: the first step not saved yet; the handle once all are. */
export function resumeSection(saved: readonly WizardSection[]): WizardSection {
  return WIZARD_SECTIONS.find((section) => !saved.includes(section)) ?? 'vanity';
}
