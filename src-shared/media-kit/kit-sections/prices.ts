import type { PriceItem } from '../../domain/finder';
import { escapeHtml, sectionHtml, text } from '../kit-html';
import { formatKitUsd } from '../media-kit-i18n';

/** The rate card in US dollars, written the Mexican way. */
export function pricesSectionHtml(prices: PriceItem[]): string {
  if (prices.length === 0) return '';
  const rows = prices
    .map(
      (price) =>
        `<tr><td>${text(`networks.${price.network}`)}</td><td>${text(`contentTypes.${price.content_type}`)}</td><td class="price">${escapeHtml(formatKitUsd(price.price))}</td></tr>`,
    )
    .join('');
  const head = `<thead><tr><th>${text('prices.network')}</th><th>${text('prices.contentType')}</th><th class="price">${text('prices.price')}</th></tr></thead>`;
  return sectionHtml(
    'prices',
    text('sections.prices'),
    `<table>${head}<tbody>${rows}</tbody></table>`,
  );
}
