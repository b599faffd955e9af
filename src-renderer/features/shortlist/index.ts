// Public entry of features/shortlist: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { ShortlistButton } from './ShortlistButton';
export { ShortlistLink } from './ShortlistLink';
export { useShortlistCount } from './use-shortlist-count';
