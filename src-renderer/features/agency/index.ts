// Public entry of features/agency: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { BackToDeskBar } from './BackToDeskBar';
export { useDeskLineFeed } from './use-desk-line-feed';
