import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useCountOpenDialog } from './open-dialogs';
import { useOpenerFocus } from './use-opener-focus';
import './Dialog.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; must accept a ref (a Button does). */
  trigger?: ReactNode;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons at the bottom; wrap one in `DialogClose` to close on click. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Call `preventDefault()` to send focus elsewhere when the trigger is gone after closing.
   * Without it, focus goes back to the element that had it when the dialog opened.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

export const DialogClose = RadixDialog.Close;

export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const rootProps = open === undefined ? {} : { open };
  const focus = useOpenerFocus(Boolean(trigger), onCloseAutoFocus);
  return (
    <RadixDialog.Root {...rootProps} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={`ui-dialog ui-dialog--${size}`}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-dialog__close" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </header>
          {description && (
            <RadixDialog.Description className="ui-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          <OpenDialogMark />
          {/* Only the body scrolls: the title and the buttons stay in view on a short window. */}
          {children && <div className="ui-dialog__body">{children}</div>}
          {footer && <footer className="ui-dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Rendered inside the content, which Radix mounts only while open: the toasts move aside then. */
function OpenDialogMark() {
  useCountOpenDialog();
  return null;
}
