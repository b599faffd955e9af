import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { Alert } from '../../ui/Alert';
import { buttonClassName } from '../../ui/button-class-name';
import { PROVIDER_ERROR_CODES, useServerMessage } from '../image-studio';

/** Instagram's own refusals say what to do about stories; the locale's texts are generic. */
const STORY_MESSAGE_CODES: readonly string[] = [
  ...PROVIDER_ERROR_CODES,
  ErrorCode.networkReconnectRequired,
];

/**
 * Codes the social settings fix. Not `instagram_not_connected`: the page's header then offers
 * "Conectar Instagram" itself.
 */
const FIXED_IN_NETWORKS: Readonly<Record<string, string>> = {
  [ErrorCode.networkReconnectRequired]: 'stories.failure.reconnect',
};

/** Why the stories could not be downloaded, with the way to fix it when there is one here. */
export function StoriesFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const describe = useServerMessage({
    ownMessageCodes: STORY_MESSAGE_CODES,
    notConfigured: t('stories.failure.notConfigured'),
  });
  const fixKey = error instanceof BridgeError ? FIXED_IN_NETWORKS[error.code] : undefined;
  return (
    <Alert tone="danger" title={t('stories.failure.title')}>
      <p>{describe(error)}</p>
      {fixKey && (
        <Link
          to="/account-setting/social"
          className={buttonClassName({
            variant: 'secondary',
            size: 'sm',
            className: 'stories-fix',
          })}
        >
          {t(fixKey)}
        </Link>
      )}
    </Alert>
  );
}
