import { useId } from 'react';
import { Button, type ButtonProps } from '../ui/Button';
import { useServerAction } from './use-server-action';

export interface ServerButtonProps extends ButtonProps {
  /** Replaces the generic offline reason ("Necesitas conexión…"), already translated. */
  offlineReason?: string;
}

/**
 * A button whose action needs the core API. Offline it is disabled and says why in its tooltip
 * and its description; the offline banner says it for everyone at the top of the screen. The
 * description stays out of the layout so forms' footers keep their shape.
 */
export function ServerButton({
  offlineReason,
  disabled,
  title,
  'aria-describedby': describedBy,
  ...rest
}: ServerButtonProps) {
  const { blocked, reason } = useServerAction(offlineReason);
  const reasonId = useId();
  if (!blocked) {
    return <Button {...rest} disabled={disabled} title={title} aria-describedby={describedBy} />;
  }
  return (
    <>
      <Button
        {...rest}
        disabled
        title={reason}
        aria-describedby={[describedBy, reasonId].filter(Boolean).join(' ')}
      />
      <span id={reasonId} className="visually-hidden">
        {reason}
      </span>
    </>
  );
}
