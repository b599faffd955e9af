import * as v from 'valibot';
import type { CastingApplication, CastingCall } from '../../../src-shared/domain/casting-call';
import {
  CONTENT_TYPES,
  isContentTypeOf,
  type ContentType,
} from '../../../src-shared/domain/content-types';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src-shared/domain/network';
import type { ProposalTerms } from '../../../src-shared/domain/proposal';
import { DEFAULT_REVISION_ROUNDS } from '../../../src-shared/domain/collaboration';
import { ProposalInputSchema, ProposalTermsSchema } from '../../../src-shared/schemas/proposal';
import { moneyInputFrom, parseCountInput, parseMoneyInput } from '../../forms/money-input';

/** One deliverable row as typed: a network and content type may still be unchosen (''). */
export interface DeliverableRow {
  network: SocialNetwork | '';
  content_type: ContentType | '';
  quantity: string;
}

/** What the terms form holds; amounts and counts stay text until the form is checked. */
export interface TermsFormValues {
  deliverables: DeliverableRow[];
  price: string;
  start_date: string;
  end_date: string;
  message: string;
  /** "Rondas de cambios incluidas" as typed (issue 31). */
  revision_rounds: string;
}

/** The send form also names which of the company's brands makes the offer. */
export interface SendFormValues extends TermsFormValues {
  brand_id: string;
}

export const emptyDeliverableRow = (): DeliverableRow => ({
  network: '',
  content_type: '',
  quantity: '1',
});

export const emptyTermsForm = (): TermsFormValues => ({
  deliverables: [emptyDeliverableRow()],
  price: '',
  start_date: '',
  end_date: '',
  message: '',
  revision_rounds: String(DEFAULT_REVISION_ROUNDS),
});

/**
 * An offer to an accepted applicant starts from what the call asked for: its brand, one row per
 * network and content type it named (the pairs that exist), and the price the creator asked.
 */
export function sendFormFromApplication(
  call: Pick<CastingCall, 'brand' | 'networks' | 'content_types'>,
  application: Pick<CastingApplication, 'price'>,
): SendFormValues {
  const deliverables = call.networks.flatMap((network) =>
    call.content_types
      .filter((type) => isContentTypeOf(network, type))
      .map((type): DeliverableRow => ({ network, content_type: type, quantity: '1' })),
  );
  return {
    ...emptyTermsForm(),
    brand_id: call.brand.id,
    deliverables: deliverables.length > 0 ? deliverables : [emptyDeliverableRow()],
    price: moneyInputFrom(application.price),
  };
}

/** A counter-offer starts from the terms on the table, message aside: that one is new. */
export function termsFormFrom(terms: ProposalTerms): TermsFormValues {
  return {
    deliverables: terms.deliverables.map((item) => ({
      network: item.network,
      content_type: item.content_type,
      quantity: String(item.quantity),
    })),
    price: moneyInputFrom(terms.price),
    start_date: terms.start_date,
    end_date: terms.end_date,
    message: '',
    revision_rounds: String(terms.revision_rounds),
  };
}

// The selects only ever hold one of their options or '' (unchosen).
const rowShape = v.object({
  network: v.union([v.picklist(SOCIAL_NETWORKS), v.literal('')], 'validation.networkInvalid'),
  content_type: v.union(
    [v.picklist(CONTENT_TYPES), v.literal('')],
    'validation.contentTypeInvalid',
  ),
  quantity: v.string(),
});

const termsShape = {
  deliverables: v.array(rowShape),
  price: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  message: v.string(),
  revision_rounds: v.string(),
};

/**
 * The typed values as the bridge wants them. Unchosen options stay '' on purpose: the shared
 * schema that follows refuses them with its own messages, under the same field paths.
 */
function termsFrom(values: v.InferOutput<v.ObjectSchema<typeof termsShape, undefined>>) {
  return {
    deliverables: values.deliverables.map((row) => ({
      network: row.network,
      content_type: row.content_type,
      quantity: parseCountInput(row.quantity),
    })),
    price: parseMoneyInput(values.price),
    start_date: values.start_date,
    end_date: values.end_date,
    message: values.message,
    revision_rounds: parseCountInput(values.revision_rounds),
  };
}

/** A counter-offer's terms, checked by the same schema main and the core API use. */
export const termsFormSchema = v.pipe(
  v.object(termsShape),
  v.transform((values): unknown => termsFrom(values)),
  ProposalTermsSchema,
);

/** A brand's first round to a creator (optionally answering an accepted application). */
export const sendFormSchema = (creatorId: string, applicationId: string | undefined) =>
  v.pipe(
    v.object({ ...termsShape, brand_id: v.string() }),
    v.transform((values): unknown => ({
      ...termsFrom(values),
      brand_id: values.brand_id,
      creator_id: creatorId,
      ...(applicationId ? { application_id: applicationId } : {}),
    })),
    ProposalInputSchema,
  );

export const TERMS_FIELDS = [
  'price',
  'start_date',
  'end_date',
  'message',
  'revision_rounds',
  'deliverables',
] as const;

/** Every field the terms form shows, rows included, where a server message can be put. */
export function termsFieldPaths(rowCount: number) {
  const rows = Array.from({ length: rowCount }, (_, index) =>
    (['network', 'content_type', 'quantity'] as const).map(
      (part) => `deliverables.${index}.${part}` as const,
    ),
  ).flat();
  return [...TERMS_FIELDS, ...rows];
}
