/** Sent as a header for every app page; the renderer's index.html carries the same policy. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http://127.0.0.1:*",
  // Briefcase videos play from the core API's /media; a local file is read as blob: for its poster.
  "media-src 'self' blob: https: http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "form-action 'none'",
].join('; ');
