import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';
import { CheckIcon, CopyIcon } from './icons';
import { toast } from './toast';

/** How long the button says "Copiado" before it goes back to "Copiar". */
const COPIED_FOR_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for the button's name and the toast ("el enlace de tu perfil"). */
  what: string;
  /** Visible text that names the action on its own ("Copiar enlace"); default "Copiar" + `what`. */
  label?: string;
}

/**
 * Copies `text` to the clipboard (the app's windows allow clipboard writing) and says so: the
 * label turns to "Copiado" for two seconds and a toast confirms it for screen readers.
 */
export function CopyButton({
  text,
  what,
  label,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success({ title: t('common.copiedToast', { what }) });
    } catch {
      toast.error({ title: t('common.copyFailed') });
    }
  };

  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      icon={copied ? <CheckIcon /> : <CopyIcon />}
      aria-label={
        label && !copied ? undefined : `${copied ? t('common.copied') : t('common.copy')} ${what}`
      }
      onClick={() => void copy()}
    >
      {copied ? t('common.copied') : (label ?? t('common.copy'))}
    </Button>
  );
}
