import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from './config';
import { createImageGenerator } from './image-generation/image-generation-config';
import { DEFAULT_IMAGE_API_URL } from './image-generation/imagine-client';

describe('serverOptionsFromEnv: AI image studio', () => {
  it('turns the generator on with IMAGE_API_KEY, at Imagine’s API by default', () => {
    expect(serverOptionsFromEnv({ IMAGE_API_KEY: ' vk-clave ' }).imageGeneration).toEqual({
      apiUrl: DEFAULT_IMAGE_API_URL,
      apiKey: 'vk-clave',
    });
    expect(
      serverOptionsFromEnv({ IMAGE_API_KEY: 'vk-clave', IMAGE_API_URL: 'http://127.0.0.1:9/' })
        .imageGeneration,
    ).toEqual({ apiUrl: 'http://127.0.0.1:9/', apiKey: 'vk-clave' });
  });

  it('stays off without a key, and refuses a URL that is not http(s)', () => {
    expect(serverOptionsFromEnv({ IMAGE_API_URL: 'https://api.vyro.ai' })).toEqual({});
    expect(() => serverOptionsFromEnv({ IMAGE_API_URL: 'ftp://api.vyro.ai' })).toThrow(
      /IMAGE_API_URL must be an http\(s\) URL/,
    );
    expect(() => serverOptionsFromEnv({ IMAGE_API_URL: 'no es url', IMAGE_API_KEY: 'k' })).toThrow(
      /IMAGE_API_URL/,
    );
  });

  it('builds no generator without options, and refuses a bad URL given in code', () => {
    expect(createImageGenerator(undefined)).toBeNull();
    expect(createImageGenerator({ apiUrl: 'https://api.vyro.ai', apiKey: 'k' })).not.toBeNull();
    expect(() => createImageGenerator({ apiUrl: 'file:///etc', apiKey: 'k' })).toThrow(
      /IMAGE_API_URL/,
    );
  });
});
