// Public entry of features/networks-panel: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { ConnectionBadge } from './ConnectionBadge';
export { ConnectionStatusPill } from './ConnectionStatusPill';
export { NetworkList } from './NetworkList';
export { NetworkMark } from './NetworkMark';
export { NetworksSidePanel } from './NetworksSidePanel';
export { metricValues } from './metric-values';
export { networksVersionAtom } from './networks-atoms';
export { useConnectNetwork } from './use-connect-network';
export { useNetworks } from './use-networks';
export type { NetworksState } from './use-networks';
export { useRefreshMetrics } from './use-refresh-metrics';
export { useRefreshNetworks } from './use-refresh-networks';
