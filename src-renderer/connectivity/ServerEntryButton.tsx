import { Button, type ButtonProps } from '../ui/Button';
import { useServerEntry } from './use-server-entry';
import './ServerEntryButton.css';

export interface ServerEntryButtonProps extends ButtonProps {
  /** See `useServerEntry`: the action can be queued, so the button stays enabled offline. */
  queueable?: boolean;
  /** Replaces the generic reason, already translated. */
  offlineReason?: string;
  /**
   * Where the button repeats down a list (each row's "Editar"), the reason is its description
   * and tooltip rather than a line per row; the banner above says it once for all.
   */
  compact?: boolean;
}

/**
 * An entry button to an action that needs the server ("Agregar precio", "Cambiar foto"). While
 * the server cannot be reached it is disabled and says why right next to it. Usable as a dialog
 * or panel trigger: the trigger's props reach the button either way.
 */
export function ServerEntryButton({
  queueable,
  offlineReason,
  compact = false,
  disabled,
  title,
  'aria-describedby': describedBy,
  ...rest
}: ServerEntryButtonProps) {
  const { blocked, reason, reasonId } = useServerEntry({ queueable, reason: offlineReason });
  if (!blocked) {
    return <Button {...rest} disabled={disabled} title={title} aria-describedby={describedBy} />;
  }
  const button = (
    <Button
      {...rest}
      disabled
      title={compact ? (reason ?? undefined) : title}
      aria-describedby={[describedBy, reasonId].filter(Boolean).join(' ')}
    />
  );
  if (compact) {
    return (
      <>
        {button}
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      </>
    );
  }
  return (
    <span className="server-entry">
      {button}
      <ServerEntryReason id={reasonId} reason={reason} />
    </span>
  );
}

/** The reason beside an entry that is disabled, for entries that are not a plain button. */
export function ServerEntryReason({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <span id={id} className="server-entry__reason">
      {reason}
    </span>
  );
}
