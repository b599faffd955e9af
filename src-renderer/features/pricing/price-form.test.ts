import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentTypeAfter, priceFormSchema, type PriceFormValues } from './price-form';
import { sortedPrices, withPrice } from './price-list';

const check = (values: PriceFormValues) => v.safeParse(priceFormSchema, values);
const messages = (values: PriceFormValues) =>
  check(values).issues?.map((issue) => [v.getDotPath(issue), issue.message]);

describe('price form', () => {
  it('reads a price typed the Mexican way into the line savePrice takes', () => {
    const result = check({ network: 'instagram', content_type: 'reel', price: '1,500.50' });
    expect(result.output).toEqual({ network: 'instagram', content_type: 'reel', price: 1500.5 });
  });

  it.each([
    ['-5', 'validation.amountInvalid'],
    ['abc', 'validation.amountInvalid'],
    ['MXN 500', 'validation.amountInvalid'],
    ['', 'validation.amountInvalid'],
    ['0', 'validation.amountInvalid'],
    ['10.505', 'validation.amountCents'],
    ['1,000,001', 'validation.amountTooLarge'],
  ])('refuses the price "%s"', (price, message) => {
    expect(messages({ network: 'instagram', content_type: 'reel', price })).toEqual([
      ['price', message],
    ]);
  });

  it('asks for a network and a content type that network has', () => {
    expect(messages({ network: '', content_type: '', price: '10' })).toEqual([
      ['network', 'validation.networkInvalid'],
      ['content_type', 'validation.contentTypeInvalid'],
    ]);
    expect(messages({ network: 'youtube', content_type: 'tweet', price: '10' })).toEqual([
      ['content_type', 'validation.contentTypeInvalid'],
    ]);
  });

  it('keeps a content type only while the network has it', () => {
    expect(contentTypeAfter('facebook', 'reel')).toBe('reel');
    expect(contentTypeAfter('youtube', 'reel')).toBe('');
    expect(contentTypeAfter('twitch', '')).toBe('live');
    expect(contentTypeAfter('', 'reel')).toBe('');
  });
});

describe('price list', () => {
  const line = (
    id: string,
    network: 'instagram' | 'tiktok',
    content_type: 'reel' | 'post' | 'video',
  ) => ({ id, network, content_type, price: 100 }) as const;

  it('replaces a line saved again and appends a new one', () => {
    const prices = [line('a', 'instagram', 'reel')];
    expect(withPrice(prices, { ...line('a', 'instagram', 'reel'), price: 250 })).toEqual([
      { ...line('a', 'instagram', 'reel'), price: 250 },
    ]);
    expect(withPrice(prices, line('b', 'tiktok', 'video'))).toHaveLength(2);
  });

  it('sorts by network, then by that network’s content types', () => {
    const sorted = sortedPrices([
      line('c', 'tiktok', 'video'),
      line('b', 'instagram', 'reel'),
      line('a', 'instagram', 'post'),
    ]);
    expect(sorted.map((price) => price.id)).toEqual(['a', 'b', 'c']);
  });
});
