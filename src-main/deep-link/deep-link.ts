import * as v from 'valibot';
import { ResetTokenSchema } from '../../src-shared/schemas/account';
import { EmailSchema } from '../../src-shared/schemas/auth';

/** The scheme the app registers with the OS; the reset mail links to it (src-server/mail/reset-mail.ts). */
export const DEEP_LINK_SCHEME = 'marcacreadores';

/**
 * What a link may ask of the app: opening the reset screen with the mail's code, or passing a
 * mail's unsubscribe link to this desktop's API (the embedded API's mails link here, since its
 * loopback port changes every start; src-server/mail/unsubscribe-link.ts).
 */
export type DeepLink =
  | { action: 'resetPassword'; token: string }
  | { action: 'unsubscribe'; email: string; signature: string };

/** The HMAC-SHA256 the server signs an address with, base64url (43 characters). */
const UnsubscribeSignatureSchema = v.pipe(v.string(), v.regex(/^[\w-]{43}$/));

export type ParsedDeepLink = { ok: true; link: DeepLink } | { ok: false; reason: string };

// Far above a real reset link (~90 characters); a longer argument is not read at all.
const MAX_LINK_LENGTH = 512;

const refused = (reason: string): ParsedDeepLink => ({ ok: false, reason });

/**
 * Reads a `marcacreadores://` link handed over by the OS. Only the exact forms the mails use are
 * accepted: `marcacreadores://reset-password?token=<code>` with the code checked by the same rule
 * as the reset form, and `marcacreadores://unsubscribe?to_email=<address>&signature=<HMAC>`.
 * Anything else (another action, extra or repeated parameters, credentials, a port, a fragment)
 * is refused with a reason that never repeats the link's values.
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
  if (url.pathname !== '' && url.pathname !== '/') return refused('unknown action');
  if (url.hostname === 'unsubscribe') return unsubscribeLink(url.searchParams);
  if (url.hostname !== 'reset-password') return refused('unknown action');
  const keys = [...url.searchParams.keys()];
  if (keys.length !== 1 || keys[0] !== 'token') return refused('unexpected parameters');
  const token = v.safeParse(ResetTokenSchema, url.searchParams.get('token'));
  if (!token.success) return refused('malformed reset code');
  return { ok: true, link: { action: 'resetPassword', token: token.output } };
}

function unsubscribeLink(params: URLSearchParams): ParsedDeepLink {
  const keys = [...params.keys()].sort();
  if (keys.length !== 2 || keys[0] !== 'signature' || keys[1] !== 'to_email') {
    return refused('unexpected parameters');
  }
  const email = v.safeParse(EmailSchema, params.get('to_email'));
  if (!email.success) return refused('malformed address');
  const signature = v.safeParse(UnsubscribeSignatureSchema, params.get('signature'));
  if (!signature.success) return refused('malformed signature');
  return {
    ok: true,
    link: { action: 'unsubscribe', email: email.output, signature: signature.output },
  };
}

/**
 * The link among a process's arguments (Windows and Linux start the app, or hand the running one,
 * the link as an argument). Only an argument that starts with the scheme counts: a switch such as
 * `--foo=marcacreadores://…` is not a link.
 */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null;
}
