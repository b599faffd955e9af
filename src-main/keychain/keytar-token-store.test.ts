import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { KeytarTokenStore } from './keytar-token-store';
import { systemPart } from '../../tests/support/system-parts';

const secretService = await systemPart('secretService');

describe.skipIf(!secretService.available)(
  `keychain on the real Secret Service${secretService.available ? '' : ` (skipped: ${secretService.reason})`}`,
  () => {
    const service = `marca-creadores-test-${randomUUID()}`;
    const store = new KeytarTokenStore(service);

    afterAll(async () => {
      for (const account of await store.list()) await store.delete(account);
    });

    it('stores, reads, lists and deletes tokens of several accounts', async () => {
      await store.set('embedded:ana', 'token-ana');
      await store.set('embedded:beto', 'token-beto');
      expect(await store.get('embedded:ana')).toBe('token-ana');
      expect(await store.list()).toEqual(['embedded:ana', 'embedded:beto']);

      await store.set('embedded:ana', 'token-ana-2');
      expect(await store.get('embedded:ana')).toBe('token-ana-2');

      expect(await store.delete('embedded:ana')).toBe(true);
      expect(await store.delete('embedded:ana')).toBe(false);
      expect(await store.get('embedded:ana')).toBeNull();
      expect(await store.list()).toEqual(['embedded:beto']);
    });

    it('keeps tokens across store instances, as across app restarts', async () => {
      await store.set('embedded:carla', 'token-carla');
      const reopened = new KeytarTokenStore(service);
      expect(await reopened.get('embedded:carla')).toBe('token-carla');
    });
  },
);
