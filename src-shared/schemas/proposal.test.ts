import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProposalInputSchema, ProposalTermsSchema } from './proposal';

const terms = (overrides: Record<string, unknown> = {}) => ({
  deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 2 }],
  price: 1200,
  start_date: '2026-04-01',
  end_date: '2026-04-30',
  message: 'Nos encantaría trabajar contigo.',
  ...overrides,
});

const input = (overrides: Record<string, unknown> = {}) => ({
  ...terms(overrides),
  brand_id: '7f3e8a52-4b1c-4d2e-9f60-1a2b3c4d5e6f',
  creator_id: '5d7c2a9e-3b1f-4c1e-9a53-2d8f6f0e7a11',
});

function messagesOf(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value, { abortPipeEarly: false });
  const messages: Record<string, string> = {};
  for (const issue of result.issues ?? []) messages[v.getDotPath(issue) ?? ''] ??= issue.message;
  return messages;
}

describe.each([
  ['ProposalTermsSchema (counter)', ProposalTermsSchema, terms],
  ['ProposalInputSchema (send)', ProposalInputSchema, input],
] as const)('%s', (_name, schema, build) => {
  it.each([
    'Escríbeme: marca@cafe.mx',
    'Mi WhatsApp es +52 55 1234 5678',
    'Detalles en https://cafe-aurora.mx/brief',
  ])('refuses contact details in the message: %j', (message) => {
    expect(messagesOf(schema, build({ message }))).toEqual({
      message: 'negativeContent.findInfoContact',
    });
  });

  it('takes a year range in the message', () => {
    expect(v.is(schema, build({ message: 'Trabajamos con creadores de 2019-2025.' }))).toBe(true);
  });

  it('reports an end before the start on end_date while other fields are still wrong', () => {
    expect(
      messagesOf(schema, build({ price: 0, start_date: '2026-05-01', end_date: '2026-04-01' })),
    ).toEqual({ price: 'validation.amountInvalid', end_date: 'validation.dateRangeInvalid' });
  });

  it('reports a content type the network lacks while the quantity is wrong too', () => {
    expect(
      messagesOf(
        schema,
        build({ deliverables: [{ network: 'twitch', content_type: 'reel', quantity: 0 }] }),
      ),
    ).toEqual({
      'deliverables.0.quantity': 'validation.quantityInvalid',
      'deliverables.0.content_type': 'validation.contentTypeInvalid',
    });
  });
});
