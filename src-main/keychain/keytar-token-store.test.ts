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

    it('holds many signed-in accounts of several servers under one service', async () => {
      const accounts = [
        `embedded#${randomUUID()}`,
        `embedded#${randomUUID()}`,
        `https://equipo.ejemplo.mx#${randomUUID()}`,
        `https://equipo.ejemplo.mx#${randomUUID()}`,
        `http://127.0.0.1:8080#${randomUUID()}`,
      ];
      const multi = new KeytarTokenStore(`${service}-multi`);
      for (const [n, account] of accounts.entries()) await multi.set(account, `token-${n}`);

      expect(await multi.list()).toEqual([...accounts].sort());
      for (const [n, account] of accounts.entries()) {
        expect(await multi.get(account)).toBe(`token-${n}`);
      }

      const [, removed, ...kept] = accounts;
      expect(await multi.delete(removed!)).toBe(true);
      expect(await multi.get(removed!)).toBeNull();
      expect(await multi.list()).toEqual([accounts[0]!, ...kept].sort());
      expect(await multi.get(accounts[0]!)).toBe('token-0');
      for (const account of kept) {
        expect(await multi.get(account)).toBe(`token-${accounts.indexOf(account)}`);
      }

      // Another service (another install, the e2e) sees none of them.
      expect(await store.list()).not.toContain(accounts[0]);
      for (const account of await multi.list()) await multi.delete(account);
      expect(await multi.list()).toEqual([]);
    });

    it('keeps tokens across store instances, as across app restarts', async () => {
      await store.set('embedded:carla', 'token-carla');
      const reopened = new KeytarTokenStore(service);
      expect(await reopened.get('embedded:carla')).toBe('token-carla');
    });
  },
);
