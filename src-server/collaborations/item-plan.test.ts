import { expect, it } from 'vitest';
import { planItems } from './item-plan';

it('makes one item per unit, numbered per network and content type, due on the end date', () => {
  expect(
    planItems(
      [
        { network: 'instagram', content_type: 'reel', quantity: 2 },
        { network: 'tiktok', content_type: 'video', quantity: 1 },
        { network: 'instagram', content_type: 'reel', quantity: 1 },
      ],
      '2030-01-31',
    ),
  ).toEqual([
    { seq: 1, network: 'instagram', content_type: 'reel', number: 1, due_date: '2030-01-31' },
    { seq: 2, network: 'instagram', content_type: 'reel', number: 2, due_date: '2030-01-31' },
    { seq: 3, network: 'tiktok', content_type: 'video', number: 1, due_date: '2030-01-31' },
    { seq: 4, network: 'instagram', content_type: 'reel', number: 3, due_date: '2030-01-31' },
  ]);
});
