import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { Button } from '../../ui/Button';

export interface KitExportButtonProps {
  /** The format chosen in the kit options: the button says which file it writes. */
  format: MediaKitFormat;
  busy: boolean;
  /** Why it cannot export now, shown beside it; null when it can. */
  blockedReason: string | null;
  onExport: (format: MediaKitFormat) => void;
}

export function KitExportButton({ format, busy, blockedReason, onExport }: KitExportButtonProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <div className="kit-export">
      <Button
        loading={busy}
        disabled={blockedReason !== null}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() => onExport(format)}
      >
        {format === 'pdf' ? t('mediaKit.exportPdf') : t('mediaKit.exportPng')}
      </Button>
      {blockedReason && (
        <p id={reasonId} className="kit-export__reason">
          {blockedReason}
        </p>
      )}
    </div>
  );
}
