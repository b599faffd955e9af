import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { Connectivity } from '../../src-shared/domain/connectivity';
import { useErrorMessage } from '../i18n/error-message';
import { connectivityAtom } from './connectivity-atoms';

const noServer = new BridgeError({ status: 0, code: 'network_error', message: 'offline' });

function describeWith(connectivity: Connectivity | null) {
  const store = createStore();
  store.set(connectivityAtom, connectivity);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useErrorMessage(), { wrapper }).result.current;
}

describe('the message of a call that found no server', () => {
  it('never tells to check the internet while only the server is down', () => {
    const message = describeWith({
      online: false,
      checked_at: '2026-06-01T12:00:00Z',
      reason: 'server_unreachable',
    });
    expect(message(noServer)).toBe(
      'No hay conexión con el servidor. Inténtalo de nuevo en un momento.',
    );
    expect(message(noServer)).not.toMatch(/internet/);
  });

  it('says there is no internet when main found the network down', () => {
    const message = describeWith({
      online: false,
      checked_at: '2026-06-01T12:00:00Z',
      reason: 'network_down',
    });
    expect(message(noServer)).toBe('Sin conexión a internet. Revisa tu red e inténtalo de nuevo.');
    // Other failures keep their own words.
    expect(message(new BridgeError({ status: 409, code: 'x.y', message: 'Ya existe.' }))).toBe(
      'Ya existe.',
    );
  });

  it('does not guess before main has said anything', () => {
    expect(describeWith(null)(noServer)).not.toMatch(/internet/);
  });
});
