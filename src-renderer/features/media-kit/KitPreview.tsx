import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKit } from '../../../src-shared/domain/media-kit';
import { renderMediaKitHtml } from '../../../src-shared/media-kit/render-media-kit-html';

/**
 * The kit exactly as the export prints it: the same HTML in a frame at A4 width. `sandbox=""`
 * (no scripts, no forms, an opaque origin) keeps it inert, and as an `about:srcdoc` document it
 * inherits the app's CSP, so it can load nothing but its inline styles and `data:` images.
 */
export function KitPreview({ kit }: { kit: MediaKit }) {
  const { t } = useTranslation();
  const html = useMemo(() => renderMediaKitHtml(kit), [kit]);
  return (
    <div className="kit-preview">
      <iframe
        className="kit-preview__page"
        sandbox=""
        srcDoc={html}
        title={t('mediaKit.previewTitle', { name: kit.name })}
      />
    </div>
  );
}
