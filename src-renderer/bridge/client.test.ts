import { describe, expect, it, vi } from 'vitest';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { aSession, fail, ok } from '../test/builders';
import { installFakeBridge } from '../test/fake-bridge';
import { call, subscribe } from './client';

describe('bridge client', () => {
  it('resolves with the value of a successful outcome', async () => {
    const session = aSession('brand');
    const bridge = installFakeBridge({ getSession: vi.fn(async () => ok(session)) });
    await expect(call('getSession')).resolves.toEqual(session);
    expect(bridge.getSession).toHaveBeenCalledWith();
  });

  it('passes the arguments through', async () => {
    const bridge = installFakeBridge();
    await call('signIn', { email: 'ana@example.com', password: 'secreto123' });
    expect(bridge.signIn).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: 'secreto123',
    });
  });

  it('throws a BridgeError carrying the failed outcome', async () => {
    installFakeBridge({
      signIn: vi.fn(async () =>
        fail('invalid_credentials', { status: 401, fields: { email: ['x'] } }),
      ),
    });
    const error = await call('signIn', { email: 'a@b.co', password: '12345678' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({
      code: 'invalid_credentials',
      status: 401,
      fields: { email: ['x'] },
    });
  });

  it('turns a rejected call into an internal BridgeError', async () => {
    installFakeBridge({ getSession: vi.fn(async () => Promise.reject(new Error('ipc down'))) });
    await expect(call('getSession')).rejects.toMatchObject({ code: 'internal_error', status: 0 });
  });

  it('throws a BridgeError when there is no bridge', async () => {
    await expect(call('getSession')).rejects.toBeInstanceOf(BridgeError);
  });

  it('subscribes to events and unsubscribes', () => {
    const bridge = installFakeBridge();
    const listener = vi.fn();
    const unsubscribe = subscribe('sessionChanged', listener);
    const session = aSession();
    bridge.emit('sessionChanged', session);
    expect(listener).toHaveBeenCalledWith(session);
    unsubscribe();
    expect(bridge.listenerCount('sessionChanged')).toBe(0);
  });
});
