import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isOfflineAtom } from './connectivity-atoms';

export interface ServerAction {
  /** The core API does not answer: the action would only fail. */
  blocked: boolean;
  /** Why it is blocked, already translated; undefined while online. */
  reason: string | undefined;
}

/**
 * For actions that need the core API (saving, sending, buying): offline they are blocked with a
 * reason to show, instead of letting the person try and fail. `reason` replaces the generic text.
 */
export function useServerAction(reason?: string): ServerAction {
  const { t } = useTranslation();
  const offline = useAtomValue(isOfflineAtom);
  if (!offline) return { blocked: false, reason: undefined };
  return { blocked: true, reason: reason ?? t('offline.needsConnection') };
}
