import { describe, expect, it } from 'vitest';
import { syncEveryAccount } from './sync-every-account';

describe('syncEveryAccount', () => {
  it('syncs the active account first, then every other one, a few at a time', async () => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const sync = async (id: string) => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    const round = await syncEveryAccount(['a', 'b', 'c', 'd', 'e'], 'c', sync, 2);
    expect(started[0]).toBe('c');
    expect([...started].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most).toBe(2);
    expect(round).toMatchObject({ accounts: 5, failed: 0 });
  });

  it('counts an account that failed and goes on with the others', async () => {
    const synced: string[] = [];
    const round = await syncEveryAccount(['a', 'b', 'c'], null, async (id) => {
      if (id === 'b') throw new Error('sin conexión');
      synced.push(id);
    });
    expect(synced).toEqual(['a', 'c']);
    expect(round).toMatchObject({ accounts: 3, failed: 1 });
  });
});
