import type { KitVerification } from '../../domain/media-kit';
import { base64Utf8, text } from '../kit-html';

/**
 * The exported kit's code, its verify address and the QR code of that address. The QR code's SVG
 * is shown as an image, which can neither run code nor load anything, so the kit's CSP holds.
 */
export function verificationHtml(verification: KitVerification | null): string {
  if (!verification) return '';
  const qr = `data:image/svg+xml;base64,${base64Utf8(verification.qr_svg)}`;
  const pending = verification.registered
    ? ''
    : `<p class="pending">${text('verification.pending')}</p>`;
  return `<aside class="verification"><img class="qr" src="${qr}" alt="${text('verification.qrAlt')}"><div>
<p class="code">${text('verification.code', { code: verification.code })}</p>
<p class="verify-url">${text('verification.verifyAt', { url: verification.url })}</p>
<p class="explain">${text('verification.explain')}</p>
${pending}
</div></aside>`;
}
