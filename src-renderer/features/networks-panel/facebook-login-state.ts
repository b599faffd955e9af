import { ErrorCode } from '../../../src-shared/api/error-codes';

/** docs/PRODUCT.md §4: the Facebook login widget's states. */
export type FacebookLoginStatus = 'idle' | 'working' | 'connected' | 'disconnected' | 'error';

/** How a connect attempt ended, as the widget needs to know it. */
export type FacebookLoginOutcome =
  | { kind: 'connected' }
  /** The creator closed the login or declined: nothing failed, nothing was stored. */
  | { kind: 'declined' }
  /**
   * Facebook's login surface did not load in its 3000 ms (docs/PRODUCT.md §4): logged, shows
   * `Error`.
   */
  | { kind: 'surfaceFailed' }
  /** Anything else the server or Facebook refused; a toast says what. */
  | { kind: 'failed' };

/** Which outcome a bridge error code stands for. */
export function outcomeOfError(code: string | null): FacebookLoginOutcome {
  switch (code) {
    case ErrorCode.signInCancelled:
    case ErrorCode.signInTimedOut:
      return { kind: 'declined' };
    case ErrorCode.loginSurfaceUnavailable:
      return { kind: 'surfaceFailed' };
    default:
      return { kind: 'failed' };
  }
}

/** The widget's next state once an attempt ends; a refused save leaves it ready to try again. */
export function statusAfter(outcome: FacebookLoginOutcome): FacebookLoginStatus {
  switch (outcome.kind) {
    case 'connected':
      return 'connected';
    case 'declined':
      return 'disconnected';
    case 'surfaceFailed':
      return 'error';
    case 'failed':
      return 'idle';
  }
}
