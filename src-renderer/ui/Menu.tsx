import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import './Menu.css';

export interface MenuProps {
  /** Element that opens the menu; must accept a ref and carry an accessible name. */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
}

/** Radix dropdown: arrow keys move, Enter selects, Escape closes and returns focus. */
export function Menu({ trigger, children, align = 'end' }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ui-menu" align={align} sideOffset={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export function MenuItem({ children, onSelect, icon, tone = 'default', disabled }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      className={`ui-menu__item ui-menu__item--${tone}`}
      onSelect={onSelect}
      disabled={disabled ?? false}
    >
      {icon && (
        <span className="ui-menu__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </DropdownMenu.Item>
  );
}

/** Non-interactive heading inside a menu (e.g. who is signed in). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="ui-menu__label">{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="ui-menu__separator" />;
}
