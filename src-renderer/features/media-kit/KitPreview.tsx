import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitPageSize, KitPrint, MediaKit } from '../../../src-shared/domain/media-kit';
import { renderMediaKitHtml } from '../../../src-shared/media-kit/render-media-kit-html';
import { useFitWidth } from './use-fit-width';

/** The paper at 96 dpi: A4 is 210 × 297 mm, Letter 8.5 × 11 in. */
const PAGE_PX: Record<KitPageSize, { width: number; height: number }> = {
  a4: { width: 794, height: 1123 },
  letter: { width: 816, height: 1056 },
};

/**
 * The kit exactly as the export prints it: the same HTML, with the same options and agency, in a
 * frame the size of the chosen page. `sandbox=""` (no scripts, no forms, an opaque origin) keeps
 * it inert, and as an `about:srcdoc` document it inherits the app's CSP, so it can load nothing
 * but its inline styles and `data:` images. In a window narrower than the page the frame is
 * scaled down to the width there is, so the whole width of the page shows (issue 34: at
 * 1024×640 its right side was cut off behind a sideways scroll).
 */
export function KitPreview({ kit, print }: { kit: MediaKit; print: KitPrint }) {
  const { t } = useTranslation();
  const html = useMemo(() => renderMediaKitHtml(kit, print), [kit, print]);
  const title = t('mediaKit.previewTitle', { name: kit.name });
  const box = useRef<HTMLDivElement>(null);
  const page = PAGE_PX[print.options.page_size];
  const scale = useFitWidth(box, page.width);
  return (
    <div className="kit-preview" ref={box} role="region" aria-label={title}>
      <div
        className="kit-preview__sheet"
        style={{ width: page.width * scale, height: page.height * scale }}
      >
        <iframe
          className={`kit-preview__page kit-preview__page--${print.options.page_size}`}
          sandbox=""
          srcDoc={html}
          title={title}
          style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
        />
      </div>
    </div>
  );
}
