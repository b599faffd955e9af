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

/**
 * A large card that is one button: the button's text is the title, so its name is what it shows
 * (axe's label-in-name), the explanation below describes it, and the button's hit area covers
 * the whole card (RoleChoiceButton.css).
 */
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
    <div className="role-choice">
      <span className="role-choice__icon" aria-hidden="true">
        {busy ? <Spinner size="md" /> : icon}
      </span>
      <button
        type="button"
        className="role-choice__button"
        aria-describedby={`${id}-description`}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={onChoose}
      >
        {title}
      </button>
      <p id={`${id}-description`} className="role-choice__description">
        {description}
      </p>
    </div>
  );
}
