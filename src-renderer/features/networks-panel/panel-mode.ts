import type { NetworkConnection, SocialNetwork } from '../../../src-shared/domain/network';

/** docs/PRODUCT.md §4: the side panel shows one of these at a time. */
export type PanelMode =
  | { kind: 'list' }
  | { kind: 'picker' }
  | { kind: 'add'; network: SocialNetwork }
  | { kind: 'edit'; connection: NetworkConnection };
