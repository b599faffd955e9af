import { useTranslation } from 'react-i18next';
import type { MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { Button } from '../../ui/Button';

export interface KitExportButtonsProps {
  /** The format being written, if any; both buttons wait for it. */
  busy: MediaKitFormat | null;
  disabled: boolean;
  onExport: (format: MediaKitFormat) => void;
}

export function KitExportButtons({ busy, disabled, onExport }: KitExportButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        loading={busy === 'pdf'}
        disabled={disabled || busy !== null}
        onClick={() => onExport('pdf')}
      >
        {t('mediaKit.exportPdf')}
      </Button>
      <Button
        variant="secondary"
        loading={busy === 'png'}
        disabled={disabled || busy !== null}
        onClick={() => onExport('png')}
      >
        {t('mediaKit.exportPng')}
      </Button>
    </>
  );
}
