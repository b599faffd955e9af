import { eventChannel } from '../../src-shared/bridge/method-names';
import type { EventSink } from './event-sink';

/** A window as the event sink sees it: the page it shows and a way to send to it. */
export interface EventWindow {
  url(): string;
  send(channel: string, payload: unknown): void;
}

/**
 * Sends bridge events only to windows showing the app itself: sign-in windows show a provider's
 * page and kit windows a kit, and neither may hear about sessions, connectivity or exports.
 */
export function appWindowEventSink(
  windows: () => Iterable<EventWindow>,
  isAppUrl: (url: string) => boolean,
): EventSink {
  return {
    emit(event, payload) {
      for (const window of windows()) {
        if (isAppUrl(window.url())) window.send(eventChannel(event), payload);
      }
    },
  };
}
