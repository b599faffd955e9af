import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../i18n/error-message';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DialogClose } from '../ui/Dialog';
import { ServerButton } from '../connectivity/ServerButton';

export interface DialogFormFooterProps {
  /** The last failed save, shown above the buttons until the next try. */
  failure: { error: unknown } | null;
  failureTitle: string;
  submitLabel: string;
  submitting: boolean;
  /** The form's own class for the button row (its spacing and rule). */
  actionsClassName: string;
  /** Replaces the save button: a form whose action can wait offline brings its own. */
  submitButton?: ReactNode;
}

/** The end of a form in a dialog: why the save failed, cancel, and a save that needs the server. */
export function DialogFormFooter({
  failure,
  failureTitle,
  submitLabel,
  submitting,
  actionsClassName,
  submitButton,
}: DialogFormFooterProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  return (
    <>
      {failure && (
        <Alert tone="danger" title={failureTitle}>
          {describe(failure.error)}
        </Alert>
      )}
      <div className={actionsClassName}>
        <DialogClose asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </DialogClose>
        {submitButton ?? (
          <ServerButton
            type="submit"
            loading={submitting}
            offlineReason={t('offline.needsConnectionToSave')}
          >
            {submitLabel}
          </ServerButton>
        )}
      </div>
    </>
  );
}
