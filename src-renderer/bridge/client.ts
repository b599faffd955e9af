import { ErrorCode } from '../../src-shared/api/error-codes';
import { subscriberName, type BridgeApi, type Unsubscribe } from '../../src-shared/bridge/api';
import { BridgeError, type BridgeOutcome } from '../../src-shared/bridge/bridge-error';
import type {
  BridgeArgs,
  BridgeEventName,
  BridgeEventPayload,
  BridgeMethodName,
  BridgeResult,
} from '../../src-shared/bridge/contract';

/** Methods without arguments are called as `call('getSession')`, the others as `call('signIn', args)`. */
export type CallArgs<M extends BridgeMethodName> =
  undefined extends BridgeArgs<M> ? [] : [args: BridgeArgs<M>];

type Invoke<M extends BridgeMethodName> = (
  ...args: CallArgs<M>
) => Promise<BridgeOutcome<BridgeResult<M>>>;

type Subscribe<E extends BridgeEventName> = (
  listener: (payload: BridgeEventPayload<E>) => void,
) => Unsubscribe;

export function getBridge(): BridgeApi {
  // Typed as always present, but a page opened outside Electron (or a broken preload) has none.
  const bridge = (window as Partial<Window>).bridge;
  if (!bridge) {
    throw new BridgeError({
      status: 0,
      code: ErrorCode.internal,
      message: 'window.bridge is not available',
    });
  }
  return bridge;
}

/** Calls a bridge method and unwraps its outcome: resolves with the value or throws `BridgeError`. */
export async function call<M extends BridgeMethodName>(
  method: M,
  ...args: CallArgs<M>
): Promise<BridgeResult<M>> {
  const bridge = getBridge();
  const invoke = bridge[method] as unknown as Invoke<M>;
  let outcome: BridgeOutcome<BridgeResult<M>>;
  try {
    outcome = await invoke.apply(bridge, args);
  } catch (cause) {
    // Preload never rejects by contract; anything thrown here is a transport fault.
    throw new BridgeError({
      status: 0,
      code: ErrorCode.internal,
      message: cause instanceof Error ? cause.message : String(cause),
    });
  }
  if (!outcome.ok) throw new BridgeError(outcome.error);
  return outcome.value;
}

export function subscribe<E extends BridgeEventName>(
  event: E,
  listener: (payload: BridgeEventPayload<E>) => void,
): Unsubscribe {
  const bridge = getBridge();
  const subscribeTo = bridge[subscriberName(event)] as unknown as Subscribe<E>;
  return subscribeTo.call(bridge, listener);
}
