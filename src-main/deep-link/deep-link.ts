import * as v from 'valibot';
import { ResetTokenSchema } from '../../src-shared/schemas/account';

/** The scheme the app registers with the OS; the reset mail links to it (src-server/mail/reset-mail.ts). */
export const DEEP_LINK_SCHEME = 'marcacreadores';

/** What a link may ask of the app: today only opening the reset screen with the mail's code. */
export type DeepLink = { action: 'resetPassword'; token: string };

export type ParsedDeepLink = { ok: true; link: DeepLink } | { ok: false; reason: string };

// Far above a real reset link (~90 characters); a longer argument is not read at all.
const MAX_LINK_LENGTH = 512;

const refused = (reason: string): ParsedDeepLink => ({ ok: false, reason });

/**
 * Reads a `marcacreadores://` link handed over by the OS. Only the exact form the mails use is
 * accepted, `marcacreadores://reset-password?token=<code>` with the code checked by the same rule
 * as the reset form; anything else (another action, extra or repeated parameters, credentials,
 * a port, a fragment) is refused with a reason that never repeats the link's values.
 */
export function parseDeepLink(raw: string): ParsedDeepLink {
  if (raw.length > MAX_LINK_LENGTH) return refused('too long');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused('not a URL');
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return refused('not the app’s scheme');
  if (url.username || url.password || url.port || url.hash) {
    return refused('unexpected URL parts');
  }
  if (url.hostname !== 'reset-password' || (url.pathname !== '' && url.pathname !== '/')) {
    return refused('unknown action');
  }
  const keys = [...url.searchParams.keys()];
  if (keys.length !== 1 || keys[0] !== 'token') return refused('unexpected parameters');
  const token = v.safeParse(ResetTokenSchema, url.searchParams.get('token'));
  if (!token.success) return refused('malformed reset code');
  return { ok: true, link: { action: 'resetPassword', token: token.output } };
}

/**
 * The link among a process's arguments (Windows and Linux start the app, or hand the running one,
 * the link as an argument). Only an argument that starts with the scheme counts: a switch such as
 * `--foo=marcacreadores://…` is not a link.
 */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null;
}
