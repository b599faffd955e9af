import { describe, expect, it, vi } from 'vitest';
import { buildBridge, type BridgeTransport } from './build-bridge';
import { bridgeMethodNames, eventChannel, methodChannel } from '../src-shared/bridge/method-names';

function recordingTransport() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const transport: BridgeTransport = {
    invoke: vi.fn(async () => ({ ok: true, value: 'answer' })),
    subscribe: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
  };
  const emit = (channel: string, payload: unknown) =>
    listeners.get(channel)?.forEach((listener) => listener(payload));
  return { transport, emit };
}

describe('buildBridge', () => {
  it('exposes exactly one function per contract method and one subscriber per event', () => {
    const bridge = buildBridge(recordingTransport().transport);
    expect(Object.keys(bridge).sort()).toEqual(
      [
        ...bridgeMethodNames,
        'onSessionExpired',
        'onSessionChanged',
        'onConnectivityChanged',
        'onExportProgress',
        'onPasswordResetLinkOpened',
        'onUnsubscribeLinkOpened',
        'onQueuedActionsChanged',
        'onNotificationsChanged',
        'onNoticeOpened',
        'onAgencyDeskChanged',
        'onDeskLineOpened',
      ].sort(),
    );
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('sends a call on its own channel with its arguments', async () => {
    const { transport } = recordingTransport();
    const bridge = buildBridge(transport);
    const args = { email: 'ana@example.com', password: 'secreta123' };
    await expect(bridge.signIn(args)).resolves.toEqual({ ok: true, value: 'answer' });
    expect(transport.invoke).toHaveBeenCalledWith(methodChannel('signIn'), args);
  });

  it('delivers events until the returned unsubscribe is called', () => {
    const { transport, emit } = recordingTransport();
    const bridge = buildBridge(transport);
    const seen: unknown[] = [];
    const unsubscribe = bridge.onSessionExpired((payload) => seen.push(payload));
    emit(eventChannel('sessionExpired'), { accountId: 'a', message: 'm' });
    unsubscribe();
    emit(eventChannel('sessionExpired'), { accountId: 'b', message: 'm' });
    expect(seen).toEqual([{ accountId: 'a', message: 'm' }]);
  });
});
