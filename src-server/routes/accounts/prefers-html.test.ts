import { describe, expect, it } from 'vitest';
import { prefersHtml } from './prefers-html';

describe('prefersHtml', () => {
  it('is true for what browsers send when they follow a link', () => {
    // Chromium and Firefox.
    expect(
      prefersHtml(
        'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      ),
    ).toBe(true);
    expect(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(
      true,
    );
    expect(prefersHtml('TEXT/HTML')).toBe(true);
    expect(prefersHtml('text/*, application/json;q=0.5')).toBe(true);
  });

  it('keeps JSON for API clients, any type alike, or no Accept', () => {
    expect(prefersHtml(undefined)).toBe(false);
    expect(prefersHtml('')).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml('application/json')).toBe(false);
    expect(prefersHtml('application/json, text/plain, */*')).toBe(false);
    expect(prefersHtml('text/html, application/json')).toBe(false);
    expect(prefersHtml('text/html;q=0.5, application/json')).toBe(false);
  });

  it('lets the most specific range decide, and ignores broken ones', () => {
    expect(prefersHtml('text/html;q=0, */*')).toBe(false);
    expect(prefersHtml('application/json;q=0, */*')).toBe(true);
    expect(prefersHtml('text/html;q=abc, application/json;q=0.1')).toBe(false);
    expect(prefersHtml('html, ;q=1, text/html;q=0.9')).toBe(true);
  });
});
