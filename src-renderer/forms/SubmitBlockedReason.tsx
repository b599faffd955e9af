import './SubmitBlockedReason.css';

export interface SubmitBlockedReasonProps {
  /** Referenced by the disabled button's `aria-describedby`. */
  id: string;
  /** Already translated; null while the button is enabled. */
  reason: string | null;
}

/**
 * Why a save or next button is disabled, shown next to it: a disabled button alone never says
 * what is missing (and cannot take focus to be asked).
 */
export function SubmitBlockedReason({ id, reason }: SubmitBlockedReasonProps) {
  if (!reason) return null;
  return (
    <p id={id} className="submit-blocked-reason">
      {reason}
    </p>
  );
}
