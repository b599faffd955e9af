import { noticeT } from '../../src-shared/collaborations/notice-text';
import type { DealReceipt, ReceiptKind } from '../../src-shared/domain/deal-money';
import { escapeHtml } from '../../src-shared/media-kit/kit-html';
import { MEDIA_KIT_CSP } from '../../src-shared/media-kit/render-media-kit-html';

/** Receipts are read in Mexico: Spanish, US dollars written the Mexican way. */
const RECEIPT_LOCALE = 'es-MX';
const usd = new Intl.NumberFormat(RECEIPT_LOCALE, { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat(RECEIPT_LOCALE, { maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat(RECEIPT_LOCALE, { dateStyle: 'long' });

/** Cents are exact integers; only the printing divides. */
export const receiptMoney = (cents: number): string => usd.format(cents / 100);

const TITLES: Record<ReceiptKind, string> = {
  funding: 'Recibo de pago de colaboración',
  refund: 'Recibo de reembolso',
  payout: 'Recibo de pago al creador',
};

const esc = (value: string) => escapeHtml(value);

function row(label: string, value: string | null): string {
  return value ? `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>` : '';
}

function itemText(item: DealReceipt['items'][number]): string {
  // The notice catalogue names networks and content types the way the screens do; an unknown
  // one (a newer server) prints as sent rather than as a key.
  const known = (key: string, raw: string) => {
    const value = noticeT(key);
    return value === key ? raw : value;
  };
  return noticeT('item', {
    contentType: known(`contentTypes.${item.content_type}`, item.content_type),
    number: item.number,
    network: known(`networks.${item.network}`, item.network),
  });
}

/** The PayPal ids that let either side find the movement in their PayPal statement. */
function paypalRows(receipt: DealReceipt): string {
  const { paypal } = receipt;
  return [
    row('Orden de PayPal', paypal.order_id),
    row('Captura de PayPal', paypal.capture_id),
    row('Reembolso de PayPal', paypal.refund_id),
    row('Lote de pagos de PayPal', paypal.batch_id),
    row('Pago de PayPal (partida)', paypal.payout_item_id),
    row('Transacción de PayPal', paypal.transaction_id),
  ].join('');
}

function amountRows(receipt: DealReceipt): string {
  const fee =
    receipt.fee_cents !== null
      ? receipt.fee_percent !== null
        ? `Comisión de la plataforma (${percent.format(receipt.fee_percent)} %)`
        : 'Comisión de la plataforma'
      : null;
  const totalLabel =
    receipt.kind === 'funding'
      ? 'Total pagado por la marca'
      : receipt.kind === 'refund'
        ? 'Total reembolsado'
        : 'Total pagado al creador';
  return [
    receipt.price_cents !== null ? row('Precio acordado', receiptMoney(receipt.price_cents)) : '',
    fee && receipt.fee_cents !== null ? row(fee, receiptMoney(receipt.fee_cents)) : '',
    `<tr class="total"><th scope="row">${esc(totalLabel)}</th><td>${esc(receiptMoney(receipt.amount_cents))}</td></tr>`,
  ].join('');
}

/**
 * One receipt as a self-contained A4 page (inline style, no scripts, no images), printed by the
 * kit's renderer. It carries one date (when the movement happened), never a CFDI's fields.
 */
export function renderDealReceiptHtml(receipt: DealReceipt): string {
  const { brand, creator } = receipt;
  const brandName = brand.legal_name ?? brand.name;
  const items = receipt.items.map((item) => `<li>${esc(itemText(item))}</li>`).join('');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${MEDIA_KIT_CSP}">
<title>${esc(`${TITLES[receipt.kind]} ${receipt.number}`)}</title>
<style>
  body { font-family: 'Inter', 'Helvetica Neue', Arial, sans-serif; color: #1f2430; margin: 0; padding: 32px; font-size: 13px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .meta { color: #5a6170; margin: 0 0 24px; }
  .test { border: 2px solid #b45309; color: #7c2d12; background: #fff7ed; padding: 8px 12px; border-radius: 6px; font-weight: 600; margin-bottom: 20px; }
  h2 { font-size: 14px; margin: 24px 0 8px; text-transform: uppercase; letter-spacing: .04em; color: #5a6170; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #e3e5ea; vertical-align: top; }
  th { font-weight: 500; color: #3b4150; width: 45%; }
  td { font-variant-numeric: tabular-nums; }
  .total th, .total td { font-weight: 700; font-size: 15px; border-bottom: 2px solid #1f2430; }
  .parties { display: flex; gap: 24px; }
  .parties section { flex: 1; }
  ul { margin: 0; padding-left: 18px; }
  .note { margin-top: 32px; color: #5a6170; font-size: 12px; }
</style></head>
<body>
<h1>${esc(TITLES[receipt.kind])}</h1>
<p class="meta">Recibo ${esc(receipt.number)} · ${esc(day.format(new Date(receipt.issued_at)))}</p>
${receipt.test_mode ? '<p class="test">Modo de prueba: no se mueve dinero real.</p>' : ''}
<div class="parties">
<section><h2>Marca</h2><table>
${row('Nombre', brandName)}
${brand.legal_name && brand.legal_name !== brand.name ? row('Nombre comercial', brand.name) : ''}
${row('RFC', brand.tax_id)}
${row('País', brand.country)}
</table></section>
<section><h2>Creador</h2><table>
${row('Nombre', creator.name)}
${row('Correo de PayPal', creator.payout_email_masked)}
</table></section>
</div>
<h2>Importes</h2><table>${amountRows(receipt)}</table>
${items ? `<h2>Piezas</h2><ul>${items}</ul>` : ''}
<h2>Referencias de PayPal</h2><table>${paypalRows(receipt) || row('Referencia', '—')}</table>
<p class="note">Este recibo no es un CFDI.</p>
</body></html>`;
}

/** `recibo-MC-P-3F2A9C1B.pdf`: the number alone names it (safe characters only). */
export function dealReceiptFileName(receipt: DealReceipt): string {
  return `recibo-${receipt.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
