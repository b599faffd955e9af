import type { Connectivity } from '../../src-shared/domain/connectivity';
import type { EventSink } from '../ipc/event-sink';

/** An event sink for tests that keeps every connectivity change main announced, in order. */
export function connectivityRecorder(): { seen: Connectivity[]; events: EventSink } {
  const seen: Connectivity[] = [];
  const events: EventSink = {
    emit: (event, payload) => {
      if (event === 'connectivityChanged') seen.push(payload as Connectivity);
    },
  };
  return { seen, events };
}
