import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CastingCallInput } from '../domain/casting-call';
import {
  CastingApplicationInputSchema,
  CastingCallInputSchema,
  castingCallInputSchemaFor,
} from './casting-call';

const BRAND = '7f3e8a52-4b1c-4d2e-9f60-1a2b3c4d5e6f';

const aCall = (overrides: Partial<Record<keyof CastingCallInput, unknown>> = {}) => ({
  brand_id: BRAND,
  title: 'Verano con Sol',
  brief: 'Buscamos creadores que muestren nuestras bebidas en la playa.',
  networks: ['instagram'],
  content_types: ['reel'],
  budget_min: 100,
  budget_max: 500,
  country: null,
  categories: [],
  deadline: '2026-03-10',
  ...overrides,
});

/** Each field's messages, the way a form (every rule of every field) receives them. */
function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input, { abortPipeEarly: false });
  const messages: Record<string, string[]> = {};
  for (const issue of result.issues ?? []) {
    (messages[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  }
  return messages;
}

describe('castingCallInputSchemaFor', () => {
  const onMarch5 = castingCallInputSchemaFor(() => '2026-03-05');

  it('takes a deadline of that day or later', () => {
    expect(v.is(onMarch5, aCall({ deadline: '2026-03-05' }))).toBe(true);
    expect(v.is(onMarch5, aCall({ deadline: '2027-01-01' }))).toBe(true);
  });

  it('refuses a deadline before that day on the deadline field', () => {
    expect(messagesOf(onMarch5, aCall({ deadline: '2026-03-04' }))).toEqual({
      deadline: ['validation.deadlinePast'],
    });
  });

  it('reads the day on every check, so an open form does not go stale', () => {
    let today = '2026-03-05';
    const schema = castingCallInputSchemaFor(() => today);
    expect(v.is(schema, aCall({ deadline: '2026-03-05' }))).toBe(true);
    today = '2026-03-06';
    expect(v.is(schema, aCall({ deadline: '2026-03-05' }))).toBe(false);
  });

  it('says a malformed date is malformed, not also past', () => {
    expect(messagesOf(onMarch5, aCall({ deadline: '1999-99-99' })).deadline).toEqual([
      'validation.dateInvalid',
    ]);
  });

  it('reports min above max on budget_max while other fields are still wrong', () => {
    const messages = messagesOf(
      onMarch5,
      aCall({
        title: 'ab',
        networks: [],
        budget_min: 900,
        budget_max: 500,
        deadline: '2026-01-01',
      }),
    );
    expect(messages).toMatchObject({
      title: ['validation.titleTooShort'],
      networks: ['validation.networksRequired'],
      budget_max: ['validation.budgetRangeInvalid'],
      deadline: ['validation.deadlinePast'],
    });
  });

  it('leaves the range alone while a budget is itself invalid', () => {
    expect(messagesOf(onMarch5, aCall({ budget_min: -5, budget_max: 1 }))).toEqual({
      budget_min: ['validation.amountInvalid'],
    });
  });
});

describe('CastingCallInputSchema (the bridge’s check)', () => {
  it('does not know the day, so it does not judge the deadline', () => {
    expect(v.is(CastingCallInputSchema, aCall({ deadline: '2001-01-01' }))).toBe(true);
  });

  it('reports the budget range beside other errors too', () => {
    expect(messagesOf(CastingCallInputSchema, aCall({ title: '', budget_min: 9 }))).toEqual({
      title: ['validation.titleTooShort'],
    });
    expect(
      messagesOf(CastingCallInputSchema, aCall({ title: '', budget_min: 900 })).budget_max,
    ).toEqual(['validation.budgetRangeInvalid']);
  });
});

describe('CastingApplicationInputSchema', () => {
  it.each([
    'Escríbeme a ana@correo.com',
    'Llámame al 55 1234 5678',
    'Mira mi trabajo en www.anacrea.mx',
    'anacrea.com tiene mi portafolio',
  ])('refuses contact details in the message: %j', (message) => {
    expect(messagesOf(CastingApplicationInputSchema, { price: 250, message })).toEqual({
      message: ['negativeContent.findInfoContact'],
    });
  });

  it('takes a year range, a price and an empty message', () => {
    for (const message of ['De 2015-2024 hice campañas de café.', 'Cobro $1,500 por reel.', '']) {
      expect(v.is(CastingApplicationInputSchema, { price: 250, message }), message).toBe(true);
    }
    expect(v.parse(CastingApplicationInputSchema, { price: 250 })).toEqual({
      price: 250,
      message: '',
    });
  });
});
