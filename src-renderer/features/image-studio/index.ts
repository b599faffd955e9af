// Public entry of features/image-studio: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { PROVIDER_ERROR_CODES, useServerMessage } from './server-message';
