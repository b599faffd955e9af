import type { i18n as I18n } from 'i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';
import { errorMessage } from '../../i18n/error-message';
import type { ToastContent } from '../../ui/toast';

const HTTP_CLIENT_ERROR = 400;

/**
 * The toast for a failed step save (docs/PRODUCT.md §8): a taken handle shows the server's own
 * message; any answer with status 400 or more shows `errorTitle / errorText`; no answer at all
 * (offline, transport fault) says what happened.
 */
export function saveErrorToast(error: unknown, i18n: I18n): ToastContent {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  if (payload?.code === ErrorCode.duplicatedVanityName) {
    return { title: payload.message.trim() || i18n.t('errors.accounts.DuplicatedVanityName') };
  }
  if (payload && payload.status >= HTTP_CLIENT_ERROR) {
    return { title: i18n.t('errorTitle'), description: i18n.t('errorText') };
  }
  return { title: i18n.t('errorTitle'), description: errorMessage(error, i18n) };
}
