// Public entry of features/finder: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { CreatorFinder } from './CreatorFinder';
export { CreatorResults } from './CreatorResults';
export { CreatorTable } from './CreatorTable';
export { ProfileViewsNote } from './ProfileViewsNote';
export { ViewModeToggle } from './ViewModeToggle';
export { creatorInitials } from './creator-card-text';
export { usePagedCreators } from './use-paged-creators';
export { useResultsOnScreen } from './use-results-on-screen';
export { useCreatorViewMode, viewModeStorageKey } from './view-mode';
