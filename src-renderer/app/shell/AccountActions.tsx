import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../ui/Menu.css';

export interface AccountAction {
  key: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface AccountActionsProps {
  actions: AccountAction[];
  /** The action that takes the focus when the menu appears (after adding an account: another). */
  initialFocus?: string;
}

/**
 * The switcher's actions under the list: a menu with one tab stop, ↑ ↓ Home End move between
 * items (roving tabindex), Enter or Space chooses.
 */
export function AccountActions({ actions, initialFocus }: AccountActionsProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const at = Math.min(current, actions.length - 1);

  useEffect(() => {
    const index = actions.findIndex((action) => action.key === initialFocus);
    if (index >= 0) items.current[index]?.focus();
    // Only when the menu appears: later renders must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const moveTo = (index: number) => {
    setCurrent(index);
    items.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = actions.length - 1;
    if (event.key === 'ArrowDown') moveTo(at >= last ? 0 : at + 1);
    else if (event.key === 'ArrowUp') moveTo(at <= 0 ? last : at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(last);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="menu"
      aria-label={t('accountSwitcher.actions')}
      aria-orientation="vertical"
      className="account-actions"
      onKeyDown={onKeyDown}
    >
      {actions.map((action, index) => (
        <button
          key={action.key}
          ref={(element) => {
            items.current[index] = element;
          }}
          type="button"
          role="menuitem"
          tabIndex={index === at ? 0 : -1}
          className={`ui-menu__item ui-menu__item--${action.tone ?? 'default'} account-actions__item`}
          disabled={action.disabled}
          onFocus={() => setCurrent(index)}
          onClick={action.onSelect}
        >
          <span className="ui-menu__icon" aria-hidden="true">
            {action.icon}
          </span>
          {action.label}
        </button>
      ))}
    </div>
  );
}
