import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from './config';
import {
  DEFAULT_YOUTUBE_ANALYTICS_URL,
  DEFAULT_YOUTUBE_API_URL,
  DEFAULT_YOUTUBE_AUTH_URL,
  DEFAULT_YOUTUBE_TOKEN_URL,
} from './providers/youtube-oauth';
import { DEFAULT_SOCIAL_REDIRECT_URL } from './social/oauth-networks';

describe('serverOptionsFromEnv: YouTube', () => {
  it('turns YouTube on with its client id and secret, at Google’s endpoints by default', () => {
    const options = serverOptionsFromEnv({
      YOUTUBE_CLIENT_ID: ' id.apps.googleusercontent.com ',
      YOUTUBE_CLIENT_SECRET: 'GOCSPX-secret',
    });
    expect(options.social).toEqual({
      redirectUri: DEFAULT_SOCIAL_REDIRECT_URL,
      youtube: {
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'GOCSPX-secret',
        authUrl: DEFAULT_YOUTUBE_AUTH_URL,
        tokenUrl: DEFAULT_YOUTUBE_TOKEN_URL,
        apiUrl: DEFAULT_YOUTUBE_API_URL,
        analyticsUrl: DEFAULT_YOUTUBE_ANALYTICS_URL,
      },
    });
  });

  it('moves the four endpoints and stays off without both credentials', () => {
    const moved = serverOptionsFromEnv({
      YOUTUBE_CLIENT_ID: 'id',
      YOUTUBE_CLIENT_SECRET: 'secret',
      YOUTUBE_AUTH_URL: 'http://127.0.0.1:1/auth',
      YOUTUBE_TOKEN_URL: 'http://127.0.0.1:1/token',
      YOUTUBE_API_URL: 'http://127.0.0.1:1/youtube/v3',
      YOUTUBE_ANALYTICS_URL: 'http://127.0.0.1:1/v2',
    });
    expect(moved.social?.youtube).toMatchObject({
      authUrl: 'http://127.0.0.1:1/auth',
      tokenUrl: 'http://127.0.0.1:1/token',
      apiUrl: 'http://127.0.0.1:1/youtube/v3',
      analyticsUrl: 'http://127.0.0.1:1/v2',
    });
    expect(serverOptionsFromEnv({ YOUTUBE_CLIENT_ID: 'id' })).toEqual({});
    expect(serverOptionsFromEnv({ YOUTUBE_CLIENT_SECRET: 'secret' })).toEqual({});
  });
});
