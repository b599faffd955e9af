import type { BridgeOutcome } from './bridge-error';
import type {
  BridgeArgs,
  BridgeEventName,
  BridgeEventPayload,
  BridgeMethodName,
  BridgeResult,
} from './contract';

type MethodFn<M extends BridgeMethodName> =
  undefined extends BridgeArgs<M>
    ? () => Promise<BridgeOutcome<BridgeResult<M>>>
    : (args: BridgeArgs<M>) => Promise<BridgeOutcome<BridgeResult<M>>>;

export type Unsubscribe = () => void;

type EventSubscriber<E extends BridgeEventName> = (
  listener: (payload: BridgeEventPayload<E>) => void,
) => Unsubscribe;

export type EventSubscriberName<E extends BridgeEventName> = `on${Capitalize<E>}`;

/** The object preload exposes as `window.bridge`. */
export type BridgeApi = { [M in BridgeMethodName]: MethodFn<M> } & {
  [E in BridgeEventName as EventSubscriberName<E>]: EventSubscriber<E>;
};

export const subscriberName = <E extends BridgeEventName>(event: E): EventSubscriberName<E> =>
  `on${event.charAt(0).toUpperCase()}${event.slice(1)}` as EventSubscriberName<E>;
