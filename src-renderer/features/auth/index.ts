// Public entry of features/auth: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { listenForResetLinks } from './reset-link';
export { listenForUnsubscribeLinks } from './unsubscribe-link';
