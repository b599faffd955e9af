import { describe, expect, it } from 'vitest';
import { warnIfSlow } from './slow-step-warning';

describe('warnIfSlow', () => {
  it('names a step still running past its time, and returns what it gave', async () => {
    const warnings: string[] = [];
    const value = await warnIfSlow(
      'the embedded API',
      () => new Promise<string>((done) => setTimeout(() => done('parado'), 60)),
      10,
      (message) => warnings.push(message),
    );
    expect(value).toBe('parado');
    expect(warnings).toEqual(['closing: the embedded API still running after 10 ms']);
  });

  it('says nothing about a step that ends in time, and passes its failure on', async () => {
    const warnings: string[] = [];
    await expect(
      warnIfSlow(
        'sync',
        () => Promise.reject(new Error('sin red')),
        50,
        (message) => warnings.push(message),
      ),
    ).rejects.toThrow('sin red');
    await new Promise((done) => setTimeout(done, 80));
    expect(warnings).toEqual([]);
  });
});
