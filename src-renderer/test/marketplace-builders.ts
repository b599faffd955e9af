import type { Brand } from '../../src-shared/domain/brand';
import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import type { Proposal, ProposalRound, ProposalTerms } from '../../src-shared/domain/proposal';

/** Record ids are UUIDs on the wire (the shared schemas refuse anything else). */
export const ids = {
  brand: '00000000-0000-4000-8000-00000000b001',
  otherBrand: '00000000-0000-4000-8000-00000000b002',
  creator: '00000000-0000-4000-8000-00000000c001',
  call: '00000000-0000-4000-8000-0000000ca001',
  application: '00000000-0000-4000-8000-0000000a0001',
  proposal: '00000000-0000-4000-8000-0000000f0001',
} as const;

export function aBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: ids.brand,
    name: 'Café Aurora',
    logo: null,
    industry: 'beverages',
    website: 'https://aurora.example',
    description: '',
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

const brandSummary = { id: ids.brand, name: 'Café Aurora', logo: null };

export function aCastingCall(overrides: Partial<CastingCall> = {}): CastingCall {
  return {
    id: ids.call,
    brand: brandSummary,
    title: 'Lanzamiento de cold brew',
    brief: 'Buscamos creadores de café y estilo de vida en CDMX para el lanzamiento.',
    networks: ['instagram'],
    content_types: ['reel'],
    budget_min: 300,
    budget_max: 1200.5,
    country: 'MX',
    categories: ['microinfluencer'],
    deadline: '2026-09-30',
    status: 'open',
    applications_count: 0,
    my_application: null,
    invited_at: null,
    published_at: '2026-06-01T12:00:00.000Z',
    created_at: '2026-05-30T12:00:00.000Z',
    updated_at: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}

export function anApplication(overrides: Partial<CastingApplication> = {}): CastingApplication {
  return {
    id: ids.application,
    casting_call_id: ids.call,
    casting_call_title: 'Lanzamiento de cold brew',
    brand: brandSummary,
    creator: {
      id: ids.creator,
      first_name: 'Ana',
      last_name: 'López',
      vanity_name: 'ana.crea',
      profile_image: null,
    },
    price: 800,
    message: 'Me encanta el café de especialidad.',
    status: 'applied',
    created_at: '2026-06-02T12:00:00.000Z',
    updated_at: '2026-06-02T12:00:00.000Z',
    ...overrides,
  };
}

export function someTerms(overrides: Partial<ProposalTerms> = {}): ProposalTerms {
  return {
    deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 2 }],
    price: 1500,
    start_date: '2026-07-01',
    end_date: '2026-07-31',
    message: 'Dos reels para el lanzamiento.',
    revision_rounds: 2,
    ...overrides,
  };
}

export function aRound(overrides: Partial<ProposalRound> = {}): ProposalRound {
  return {
    id: 'round-1',
    author: 'brand',
    action: 'sent',
    created_at: '2026-06-10T15:00:00.000Z',
    ...someTerms(),
    ...overrides,
  };
}

/** A proposal the brand just sent: the creator's turn, one round. */
export function aProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: ids.proposal,
    brand: brandSummary,
    creator: {
      id: ids.creator,
      first_name: 'Ana',
      last_name: 'López',
      vanity_name: 'ana.crea',
      profile_image: null,
    },
    status: 'sent',
    turn: 'creator',
    application_id: null,
    platform_fee_percent: 10,
    rounds: [aRound()],
    created_at: '2026-06-10T15:00:00.000Z',
    updated_at: '2026-06-10T15:00:00.000Z',
    ...someTerms(),
    ...overrides,
  };
}
