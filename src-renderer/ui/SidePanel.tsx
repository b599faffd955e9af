import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useOpenerFocus } from './use-opener-focus';
import './SidePanel.css';

export interface SidePanelProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the panel; must accept a ref (a Button does). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
}

/**
 * A modal sheet sliding in from the right, `--sidebar-panel-width` wide (docs/PRODUCT.md §9). Radix
 * Dialog underneath: focus is trapped inside, Escape closes, focus returns to the trigger.
 */
export function SidePanel({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: SidePanelProps) {
  const { t } = useTranslation();
  const rootProps = open === undefined ? {} : { open };
  const focus = useOpenerFocus(Boolean(trigger));
  return (
    <RadixDialog.Root {...rootProps} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-side-panel__overlay" />
        <RadixDialog.Content
          className="ui-side-panel"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="ui-side-panel__header">
            <RadixDialog.Title className="ui-side-panel__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-side-panel__close" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </header>
          {description && (
            <RadixDialog.Description className="ui-side-panel__description">
              {description}
            </RadixDialog.Description>
          )}
          <div className="ui-side-panel__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
