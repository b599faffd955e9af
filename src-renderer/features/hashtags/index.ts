// Public entry of features/hashtags: all that other features and the shell may use of it
// (eslint local/feature-boundaries, docs/ARCHITECTURE.md "Renderer").
export { HashtagTextArea } from './HashtagTextArea';
