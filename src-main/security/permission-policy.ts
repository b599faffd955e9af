/**
 * Permissions the app's own windows use on purpose: writing to the clipboard (`CopyButton`, the
 * public-profile link). Sign-in and kit windows get none.
 */
export const APP_WINDOW_PERMISSIONS: readonly string[] = ['clipboard-sanitized-write'];

export interface PermissionPolicy {
  /** A page asks (`setPermissionRequestHandler`): a refusal is logged, it may be a bug or a probe. */
  request(permission: string, requestingUrl: string): boolean;
  /** A page checks silently (`setPermissionCheckHandler`): answered, not logged (pages poll). */
  check(permission: string): boolean;
}

/** Deny by default: only `allowed` is granted, to whichever page of that session asks. */
export function permissionPolicy(
  allowed: readonly string[],
  label: string,
  log: (message: string) => void = (message) => console.warn(message),
): PermissionPolicy {
  const granted = new Set(allowed);
  return {
    request(permission, requestingUrl) {
      if (granted.has(permission)) return true;
      log(`[${label}] refused permission "${permission}" to ${originOf(requestingUrl)}`);
      return false;
    },
    check: (permission) => granted.has(permission),
  };
}

function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
  } catch {
    return '(unknown page)';
  }
}
