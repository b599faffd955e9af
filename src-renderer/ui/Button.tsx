import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClassName, type ButtonLook } from './button-class-name';
import { Spinner } from './Spinner';
import './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : (
        icon && (
          <span className="ui-button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      {children}
    </button>
  );
}
