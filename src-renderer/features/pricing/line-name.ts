import type { TFunction } from 'i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';

/** "Reel en Instagram": how a rate-card line is named in labels, titles and toasts. */
export function lineName(line: Pick<PriceItem, 'network' | 'content_type'>, t: TFunction): string {
  return t('pricing.lineName', {
    contentType: t(`contentTypes.${line.content_type}`),
    network: t(`networks.${line.network}`),
  });
}
