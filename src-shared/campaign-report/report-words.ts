import esMX from './campaign-report.es-MX.json' with { type: 'json' };
import type { ItemStatus } from '../domain/collaboration';
import type { ContentType } from '../domain/content-types';
import type { SocialNetwork } from '../domain/network';

/**
 * The report catalogue's names read straight from its JSON, without i18next: the core API's
 * verify page names items and states with them and loads no translation library at start.
 */
export const contentTypeName = (type: ContentType): string => esMX.contentTypes[type];
export const networkName = (network: SocialNetwork): string => esMX.networks[network];
export const itemStatusName = (status: ItemStatus): string => esMX.itemStatus[status];

/** `Reel 2 de Instagram`. */
export function itemTitle(item: {
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
}): string {
  const values: Record<string, string> = {
    contentType: contentTypeName(item.content_type),
    number: String(item.number),
    network: networkName(item.network),
  };
  return esMX.item.title.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
