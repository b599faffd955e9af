import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { Dispatch } from '../ipc/dispatcher';
import type { EventSink } from '../ipc/event-sink';
import { parseDeepLink, type DeepLink } from './deep-link';

export interface DeepLinkInboxOptions {
  events: EventSink;
  /**
   * Sends a mail's unsubscribe link to the core API the app uses now; answers the server's
   * Spanish message, or throws a BridgeError with its own.
   */
  unsubscribe?: (email: string, signature: string) => Promise<string>;
  /** Brings the app's window forward (restored, focused) when a link arrives. */
  reveal?: () => void;
  log?: (message: string) => void;
}

/**
 * Where links from the OS arrive (start-up arguments, a second launch, macOS `open-url`). A valid
 * link goes to the renderer as an event; until the renderer has subscribed (it does so before its
 * first `getSession`, see `rendererReady`), the latest one waits here. Refused links are logged by
 * reason only, since their values are whatever someone put in a link.
 */
export class DeepLinkInbox {
  private pending: DeepLink | null = null;
  private ready = false;
  private readonly log: (message: string) => void;

  constructor(private readonly options: DeepLinkInboxOptions) {
    this.log = options.log ?? ((message) => console.warn(message));
  }

  receive(raw: string): void {
    const parsed = parseDeepLink(raw);
    if (!parsed.ok) {
      this.log(`[deep-link] ignored a link: ${parsed.reason}`);
      return;
    }
    this.options.reveal?.();
    if (this.ready) this.deliver(parsed.link);
    else this.pending = parsed.link;
  }

  /** The renderer listens now: a link that came with the app's start is handed over. */
  rendererReady(): void {
    this.ready = true;
    const link = this.pending;
    this.pending = null;
    if (link) this.deliver(link);
  }

  /** The window reloads or is re-created: links wait again until it listens. */
  rendererGone(): void {
    this.ready = false;
  }

  private deliver(link: DeepLink): void {
    if (link.action === 'resetPassword') {
      this.options.events.emit('passwordResetLinkOpened', { token: link.token });
      return;
    }
    void this.unsubscribe(link.email, link.signature);
  }

  /** The renderer shows the outcome either way: done, or why not (never a silent link). */
  private async unsubscribe(email: string, signature: string): Promise<void> {
    const { events, unsubscribe } = this.options;
    try {
      if (!unsubscribe) throw new Error('no core API to unsubscribe with');
      const message = await unsubscribe(email, signature);
      events.emit('unsubscribeLinkOpened', { ok: true, email, message });
    } catch (error) {
      const message = error instanceof BridgeError ? error.message : null;
      this.log(`[deep-link] unsubscribe failed: ${message ?? String(error)}`);
      events.emit('unsubscribeLinkOpened', { ok: false, email, message });
    }
  }
}

/**
 * The renderer subscribes to main's events before its first `getSession` (start-session.ts), so
 * an answered `getSession` from the app's window means a link held since start-up can go.
 */
export function handingOverLinks(dispatch: Dispatch, inbox: Pick<DeepLinkInbox, 'rendererReady'>) {
  const wrapped: Dispatch = async (method, args, senderUrl) => {
    const outcome = await dispatch(method, args, senderUrl);
    if (method === 'getSession' && outcome.ok) inbox.rendererReady();
    return outcome;
  };
  return wrapped;
}
