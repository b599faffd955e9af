import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  it('turns a stored media path into an absolute URL on the given origin', () => {
    expect(mediaUrl('avatars/abc.jpg', 'http://127.0.0.1:4321')).toBe(
      'http://127.0.0.1:4321/media/avatars/abc.jpg',
    );
    expect(mediaUrl('avatars/abc.jpg', 'https://api.example.com/core')).toBe(
      'https://api.example.com/core/media/avatars/abc.jpg',
    );
  });

  it('passes absolute URLs through unchanged', () => {
    const picture = 'https://lh3.googleusercontent.com/a/xyz=s96-c';
    expect(mediaUrl(picture, 'http://127.0.0.1:1')).toBe(picture);
  });

  it('answers null for no image', () => {
    expect(mediaUrl(null, 'http://127.0.0.1:1')).toBeNull();
    expect(mediaUrl('', 'http://127.0.0.1:1')).toBeNull();
  });
});
