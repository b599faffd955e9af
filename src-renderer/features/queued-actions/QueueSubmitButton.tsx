import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ui/Button';

export interface QueueSubmitButtonProps extends ButtonProps {
  /** The server cannot be reached: the button queues instead of sending. */
  offline: boolean;
  /** Already translated: the label offline ("Guardar sin conexión", "Enviar al reconectar"). */
  offlineLabel: string;
}

/**
 * A form's submit whose action can wait in the queue: online it is the form's usual button,
 * offline it stays enabled, says what it does instead, and explains when it will be sent.
 */
export function QueueSubmitButton({
  offline,
  offlineLabel,
  children,
  'aria-describedby': describedBy,
  ...rest
}: QueueSubmitButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  if (!offline)
    return (
      <Button {...rest} aria-describedby={describedBy}>
        {children}
      </Button>
    );
  return (
    <>
      <Button {...rest} aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}>
        {offlineLabel}
      </Button>
      <span id={hintId} className="visually-hidden">
        {t('queuedActions.offlineSubmitHint')}
      </span>
    </>
  );
}
