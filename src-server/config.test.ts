import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { mediaDirFor, normalizePublicUrl, serverOptionsFromEnv } from './config';

describe('serverOptionsFromEnv', () => {
  it('gives nothing for an empty environment, so defaults apply', () => {
    expect(serverOptionsFromEnv({})).toEqual({});
  });

  it('reads every setting', () => {
    expect(
      serverOptionsFromEnv({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@db:5432/app',
        DATA_DIR: '/data',
        MEDIA_DIR: '/srv/media',
        PUBLIC_URL: 'https://api.example.com/',
        GOOGLE_ISSUER: 'https://accounts.google.com',
        GOOGLE_CLIENT_ID: 'cid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
        FACEBOOK_APP_ID: '123',
        FACEBOOK_APP_SECRET: 'fsecret',
        FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v17.0',
        SOCIAL_REDIRECT_URL: 'https://marca.example/account-setting/social',
        TWITCH_CLIENT_ID: 'tid',
        TWITCH_CLIENT_SECRET: 'tsecret',
        TWITCH_AUTH_URL: 'http://127.0.0.1:9/oauth2',
        TWITCH_API_URL: 'http://127.0.0.1:9/helix',
        RATE_LIMIT_MAX: '25',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/app',
      dataDir: '/data',
      mediaDir: '/srv/media',
      publicUrl: 'https://api.example.com',
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'cid',
        clientSecret: 'gsecret',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      },
      facebook: { appId: '123', appSecret: 'fsecret', graphUrl: 'http://127.0.0.1:9/v17.0' },
      social: {
        redirectUri: 'https://marca.example/account-setting/social',
        twitch: {
          clientId: 'tid',
          clientSecret: 'tsecret',
          authUrl: 'http://127.0.0.1:9/oauth2',
          apiUrl: 'http://127.0.0.1:9/helix',
        },
      },
      rateLimit: { max: 25, timeWindowMs: 60_000 },
    });
  });

  it('turns Twitch on with its client id and secret, on the registered return point', () => {
    expect(serverOptionsFromEnv({ TWITCH_CLIENT_ID: 'tid' }).social).toBeUndefined();
    expect(
      serverOptionsFromEnv({ TWITCH_CLIENT_ID: 'tid', TWITCH_CLIENT_SECRET: 's' }).social,
    ).toEqual({
      redirectUri: 'https://marcacreadores.mx/account-setting/social',
      twitch: {
        clientId: 'tid',
        clientSecret: 's',
        authUrl: 'https://id.twitch.tv/oauth2',
        apiUrl: 'https://api.twitch.tv/helix',
      },
    });
  });

  it('turns TikTok, Pinterest, LinkedIn and Spotify on with their app, at their real hosts', () => {
    expect(serverOptionsFromEnv({ TIKTOK_CLIENT_ID: 'k', TIKTOK_CLIENT_SECRET: 's' })).toEqual({});
    expect(
      serverOptionsFromEnv({
        TIKTOK_CLIENT_KEY: 'tk',
        TIKTOK_CLIENT_SECRET: 'ts',
        PINTEREST_CLIENT_ID: 'pid',
        PINTEREST_CLIENT_SECRET: 'ps',
        PINTEREST_API_URL: 'http://127.0.0.1:9',
        LINKEDIN_CLIENT_ID: 'lid',
        LINKEDIN_CLIENT_SECRET: 'ls',
        SPOTIFY_CLIENT_ID: 'sid',
        SPOTIFY_CLIENT_SECRET: 'ss',
        SPOTIFY_AUTH_URL: 'http://127.0.0.1:9/accounts',
      }).social,
    ).toEqual({
      redirectUri: 'https://marcacreadores.mx/account-setting/social',
      tiktok: {
        clientKey: 'tk',
        clientSecret: 'ts',
        authUrl: 'https://www.tiktok.com/v2/auth/authorize/',
        apiUrl: 'https://open.tiktokapis.com',
      },
      pinterest: {
        clientId: 'pid',
        clientSecret: 'ps',
        authUrl: 'https://www.pinterest.com/oauth/',
        apiUrl: 'http://127.0.0.1:9',
      },
      linkedin: {
        clientId: 'lid',
        clientSecret: 'ls',
        authUrl: 'https://www.linkedin.com/oauth/v2',
        apiUrl: 'https://api.linkedin.com',
      },
      spotify: {
        clientId: 'sid',
        clientSecret: 'ss',
        authUrl: 'http://127.0.0.1:9/accounts',
        apiUrl: 'https://api.spotify.com',
      },
    });
  });

  it('turns a provider on only when its identifying settings are complete', () => {
    expect(serverOptionsFromEnv({ GOOGLE_ISSUER: 'https://i' }).google).toBeUndefined();
    expect(serverOptionsFromEnv({ FACEBOOK_APP_ID: '1' }).facebook).toBeUndefined();
    expect(
      serverOptionsFromEnv({ FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }).facebook,
    ).toEqual({
      appId: '1',
      appSecret: 's',
      graphUrl: 'https://graph.facebook.com/v17.0',
    });
  });

  it('refuses malformed numbers with a clear message', () => {
    expect(() => serverOptionsFromEnv({ PORT: 'ochenta' })).toThrow(/PORT must be an integer/);
    expect(() => serverOptionsFromEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => serverOptionsFromEnv({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
  });

  it('reads the trusted proxies and the secrets key, refusing malformed ones', () => {
    const key = `k1:${Buffer.alloc(32, 1).toString('base64')}`;
    expect(
      serverOptionsFromEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1', SECRETS_KEY: key }),
    ).toEqual({ trustProxy: ['10.0.0.1', '10.1.0.0/16', '::1'], secretsKey: key });
    expect(() => serverOptionsFromEnv({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
    expect(() => serverOptionsFromEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => serverOptionsFromEnv({ SECRETS_KEY: 'k1:corta' })).toThrow(/SECRETS_KEY/);
  });

  it('reads CORS_ORIGINS as exact origins, refusing paths, wildcards and other schemes', () => {
    expect(
      serverOptionsFromEnv({ CORS_ORIGINS: 'https://panel.agencia.mx, http://localhost:5173' }),
    ).toEqual({ corsOrigins: ['https://panel.agencia.mx', 'http://localhost:5173'] });
    for (const value of [
      '*',
      'panel.agencia.mx',
      'https://panel.agencia.mx/',
      'https://panel.agencia.mx/app',
      'ftp://panel.agencia.mx',
      'https://*.agencia.mx',
    ]) {
      expect(() => serverOptionsFromEnv({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });

  it('refuses a PUBLIC_URL that is not an http(s) URL', () => {
    for (const value of ['api.example.com', 'ftp://api.example.com', 'https://a.mx/?x=1']) {
      expect(() => serverOptionsFromEnv({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
    }
  });
});

describe('mediaDirFor', () => {
  it('prefers mediaDir, then <dataDir>/media, then ./.data/media, always absolute', () => {
    expect(mediaDirFor({ mediaDir: '/srv/media', dataDir: '/data' })).toBe(resolve('/srv/media'));
    expect(mediaDirFor({ dataDir: '/data' })).toBe(resolve('/data/media'));
    expect(mediaDirFor({})).toBe(resolve('.data/media'));
  });
});

describe('normalizePublicUrl', () => {
  it('keeps origin and path prefix, without trailing slashes', () => {
    expect(normalizePublicUrl('https://api.example.com')).toBe('https://api.example.com');
    expect(normalizePublicUrl('https://api.example.com/core//')).toBe(
      'https://api.example.com/core',
    );
    expect(normalizePublicUrl('http://127.0.0.1:8000/')).toBe('http://127.0.0.1:8000');
  });
});
