import { useId, type ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import './RoleChoiceButton.css';

export interface RoleChoiceButtonProps {
  title: string;
  description: string;
  icon: ReactNode;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

/** A large card-like button; named by its title, described by its one-line explanation. */
export function RoleChoiceButton({
  title,
  description,
  icon,
  busy,
  disabled,
  onChoose,
}: RoleChoiceButtonProps) {
  const id = useId();
  return (
    <button
      type="button"
      className="role-choice"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={onChoose}
    >
      <span className="role-choice__icon" aria-hidden="true">
        {busy ? <Spinner size="md" /> : icon}
      </span>
      <span id={`${id}-title`} className="role-choice__title">
        {title}
      </span>
      <span id={`${id}-description`} className="role-choice__description">
        {description}
      </span>
    </button>
  );
}
