import { expect, type Page } from '@playwright/test';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { uniqueEmail } from './flows';

export interface ProposalSeed {
  /** Prefix of the creator's Instagram handle, so a run's creator is found by its own search. */
  handlePrefix: string;
  password: string;
  company: string;
  brandName: string;
  message: string;
}

/** The terms every seeded proposal carries. */
export const SEEDED_TERMS = {
  deliverables: [{ network: 'instagram' as const, content_type: 'reel' as const, quantity: 2 }],
  price: 1200,
  start_date: '2027-01-10',
  end_date: '2027-01-31',
};

/** The creator every seeded proposal goes to. */
export const SEEDED_CREATOR = 'Ana Sin Red';

/**
 * A creator ("Ana Sin Red", an Instagram typed by hand) and a brand with a company and a brand
 * that sends her a proposal, both signed up on this desktop through the page's own bridge — the
 * calls the screens make. The brand ends active.
 */
export async function seedCreatorAndProposal(
  page: Page,
  seed: ProposalSeed,
): Promise<{ creatorEmail: string; brandEmail: string }> {
  const creator = {
    email: uniqueEmail('creadora'),
    handle: `${seed.handlePrefix}.${Date.now() % 100000}`,
  };
  const brandEmail = uniqueEmail('marca');
  const failure = await page.evaluate(
    async ({ creator, brandEmail, seed, terms }) => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const must = async <T>(
        label: string,
        call: Promise<{ ok: true; value: T } | { ok: false; error: { code: string } }>,
      ): Promise<T> => {
        const outcome = await call;
        if (!outcome.ok) throw new Error(`${label}: ${outcome.error.code}`);
        return outcome.value;
      };
      const { password } = seed;
      try {
        await must('creator sign-up', bridge.signUp({ email: creator.email, password }));
        await must('creator role', bridge.defineRole({ role: 'influencer' }));
        await must(
          'creator profile',
          bridge.saveProfileSection({
            section: 'profile',
            values: {
              first_name: 'Ana',
              last_name: 'Sin Red',
              birthday: '1995-04-12',
              question_text: 'Creo contenido de café y viajes.',
            },
          }),
        );
        await must(
          'creator network',
          bridge.addNetwork({ network: 'instagram', username: creator.handle, followers: 25400 }),
        );
        await must('brand sign-up', bridge.signUp({ email: brandEmail, password }));
        await must('brand role', bridge.defineRole({ role: 'brand' }));
        await must(
          'company',
          bridge.saveCompany({
            name: seed.company,
            country: 'MX',
            industry: 'beverages',
            size: '11-50',
          }),
        );
        const brand = await must(
          'brand',
          bridge.saveBrand({ brand: { name: seed.brandName, industry: 'beverages' } }),
        );
        const found = await must('search', bridge.searchCreators({ username: creator.handle }));
        const card = found.results[0];
        if (!card) throw new Error('the creator is not in the finder');
        await must(
          'proposal',
          bridge.sendProposal({
            brand_id: brand.id,
            creator_id: card.id,
            ...terms,
            message: seed.message,
          }),
        );
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    { creator, brandEmail, seed, terms: SEEDED_TERMS },
  );
  expect(failure).toBeNull();
  return { creatorEmail: creator.email, brandEmail };
}
