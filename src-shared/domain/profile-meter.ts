import { resumeSection, savedSections, type ProgressCounts } from './profile-progress';
import type { User } from './user';
import { WIZARD_SECTIONS, type WizardSection } from './wizard';

/** Beyond the wizard, what a creator needs before brands can hire them. */
export const BUSINESS_ITEMS = ['networks', 'portfolio', 'prices'] as const;
export type BusinessItem = (typeof BUSINESS_ITEMS)[number];

export type ProgressItem =
  | { kind: 'wizard'; key: WizardSection; done: boolean }
  | { kind: 'business'; key: BusinessItem; done: boolean };

/** What the meter reads besides the user: figures from the networks, briefcase and prices lists. */
export interface ProgressFacts extends ProgressCounts {
  /** Networks verified through the network's own sign-in (not typed by hand). */
  verifiedNetworks: number;
  portfolioPieces: number;
  priceLines: number;
}

export interface ProfileProgress {
  wizard: ProgressItem[];
  business: ProgressItem[];
  done: number;
  total: number;
  /** Where "Completar mi perfil" goes: the first unsaved step, then the first business gap. */
  next: ProgressItem | null;
}

/**
 * The home's completion meter: the six wizard steps as saved in the user's data (not this visit),
 * then a verified network, a portfolio piece and a rate-card line.
 */
export function profileProgress(user: User, facts: ProgressFacts): ProfileProgress {
  const saved = savedSections(user, facts);
  const wizard: ProgressItem[] = WIZARD_SECTIONS.map((key) => ({
    kind: 'wizard',
    key,
    done: saved.includes(key),
  }));
  const doneBusiness: Record<BusinessItem, boolean> = {
    networks: facts.verifiedNetworks > 0,
    portfolio: facts.portfolioPieces > 0,
    prices: facts.priceLines > 0,
  };
  const business: ProgressItem[] = BUSINESS_ITEMS.map((key) => ({
    kind: 'business',
    key,
    done: doneBusiness[key],
  }));
  const items = [...wizard, ...business];
  const resume = resumeSection(saved);
  const next =
    saved.length < WIZARD_SECTIONS.length
      ? (wizard.find((item) => item.key === resume) ?? null)
      : (business.find((item) => !item.done) ?? null);
  return {
    wizard,
    business,
    done: items.filter((item) => item.done).length,
    total: items.length,
    next,
  };
}
