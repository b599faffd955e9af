import { describe, expect, it } from 'vitest';
import { eachAtMost } from './each-at-most';

describe('eachAtMost', () => {
  it('starts every item in order with at most the bound under way', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5 * (8 - item)));
      running -= 1;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('does nothing for no items and rejects when a work throws', async () => {
    await eachAtMost([], 4, async () => {
      throw new Error('never');
    });
    await expect(
      eachAtMost([1], 4, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
