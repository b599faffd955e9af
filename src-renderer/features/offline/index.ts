// Public entry of features/offline: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { OfflineBanner } from './OfflineBanner';
export { useConnectivityFeed } from './use-connectivity-feed';
