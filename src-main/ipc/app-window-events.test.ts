import { describe, expect, it } from 'vitest';
import { eventChannel } from '../../src-shared/bridge/method-names';
import { appWindowEventSink, type EventWindow } from './app-window-events';
import { createTrustedSenderCheck } from './trusted-sender';

function fakeWindow(url: string) {
  const sent: Array<[string, unknown]> = [];
  const window: EventWindow = {
    url: () => url,
    send: (channel, payload) => sent.push([channel, payload]),
  };
  return { window, sent };
}

describe('events from main', () => {
  it('reach the app’s windows and never a sign-in or kit window', () => {
    const app = fakeWindow('app://renderer/index.html#/home');
    const signIn = fakeWindow('https://www.facebook.com/v17.0/dialog/oauth?client_id=1');
    const kit = fakeWindow('app://kit/0123abcd');
    const blank = fakeWindow('');
    const sink = appWindowEventSink(
      () => [app.window, signIn.window, kit.window, blank.window],
      createTrustedSenderCheck(['app://renderer']),
    );

    sink.emit('connectivityChanged', { online: false } as never);

    expect(app.sent).toEqual([[eventChannel('connectivityChanged'), { online: false }]]);
    expect(signIn.sent).toEqual([]);
    expect(kit.sent).toEqual([]);
    expect(blank.sent).toEqual([]);
  });
});
