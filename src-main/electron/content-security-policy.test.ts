import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

describe('content security policy', () => {
  it('is the same in the app:// header and in the renderer page', () => {
    const html = readFileSync('src-renderer/index.html', 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(CONTENT_SECURITY_POLICY);
  });

  it('runs only the app own scripts and embeds nothing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('plays briefcase videos from the core API and reads local files for their posters', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("media-src 'self' blob: https: http://127.0.0.1:*");
  });
});
