// Public entry of features/public-profile: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { OwnPublicLink } from './OwnPublicLink';
export { networkIdentity } from './network-identity';
export { useReloadWhenOnline } from './use-reload-when-online';
