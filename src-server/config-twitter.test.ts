import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from './config';
import { DEFAULT_TWITTER_API_URL } from './providers/twitter-oauth';
import { DEFAULT_SOCIAL_REDIRECT_URL } from './social/oauth-networks';

describe('serverOptionsFromEnv: Twitter (X)', () => {
  it('turns Twitter on with its consumer key and secret, at api.twitter.com by default', () => {
    const options = serverOptionsFromEnv({
      TWITTER_CONSUMER_KEY: ' xvz1evFS4wEEPTGEFPHBog ',
      TWITTER_CONSUMER_SECRET: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    });
    expect(options.social).toEqual({
      redirectUri: DEFAULT_SOCIAL_REDIRECT_URL,
      twitter: {
        consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
        consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
        apiUrl: DEFAULT_TWITTER_API_URL,
      },
    });
  });

  it('moves the API base and stays off without both credentials', () => {
    const moved = serverOptionsFromEnv({
      TWITTER_CONSUMER_KEY: 'key',
      TWITTER_CONSUMER_SECRET: 'secret',
      TWITTER_API_URL: 'http://127.0.0.1:1',
    });
    expect(moved.social?.twitter?.apiUrl).toBe('http://127.0.0.1:1');
    expect(serverOptionsFromEnv({ TWITTER_CONSUMER_KEY: 'key' }).social).toBeUndefined();
    expect(serverOptionsFromEnv({ TWITTER_CONSUMER_SECRET: 'secret' }).social).toBeUndefined();
  });
});
