// Public entry of features/media-kit: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { BatchExportDialog } from './BatchExportDialog';
