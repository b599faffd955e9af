import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitPrint, MediaKit } from '../../../src-shared/domain/media-kit';
import { renderMediaKitHtml } from '../../../src-shared/media-kit/render-media-kit-html';

/**
 * The kit exactly as the export prints it: the same HTML, with the same options and agency, in a
 * frame the size of the chosen page. `sandbox=""` (no scripts, no forms, an opaque origin) keeps
 * it inert, and as an `about:srcdoc` document it inherits the app's CSP, so it can load nothing
 * but its inline styles and `data:` images.
 */
export function KitPreview({ kit, print }: { kit: MediaKit; print: KitPrint }) {
  const { t } = useTranslation();
  const html = useMemo(() => renderMediaKitHtml(kit, print), [kit, print]);
  const title = t('mediaKit.previewTitle', { name: kit.name });
  // The page is wider than a small window: its scroll box takes focus so arrows can scroll it.
  return (
    <div className="kit-preview" role="region" aria-label={title} tabIndex={0}>
      <iframe
        className={`kit-preview__page kit-preview__page--${print.options.page_size}`}
        sandbox=""
        srcDoc={html}
        title={title}
      />
    </div>
  );
}
