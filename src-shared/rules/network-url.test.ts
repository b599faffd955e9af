import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { looksLikeUrl, usernameFromUrl, withPastedProfile } from './network-url';
import type { SocialNetwork } from '../domain/network';

describe('pasted profile URL → username', () => {
  it.each<[SocialNetwork, string, string, boolean?]>([
    ['instagram', 'https://www.instagram.com/ana.crea/', 'ana.crea'],
    ['instagram', 'instagram.com/ana.crea?hl=es#top', 'ana.crea'],
    ['instagram', 'http://m.instagram.com/Ana_Crea', 'Ana_Crea'],
    ['tiktok', 'https://www.tiktok.com/@ana.crea', 'ana.crea'],
    ['tiktok', 'tiktok.com/@ana.crea?lang=es', 'ana.crea'],
    ['pinterest', 'https://pinterest.com/anacrea/', 'anacrea'],
    ['pinterest', 'https://www.pinterest.com.mx/anacrea', 'anacrea'],
    ['pinterest', 'https://mx.pinterest.com/anacrea', 'anacrea'],
    ['pinterest', 'https://pinterest.es/anacrea', 'anacrea'],
    ['twitter', 'https://twitter.com/anacrea', 'anacrea'],
    ['twitter', 'https://x.com/anacrea?s=20', 'anacrea'],
    ['snapchat', 'https://www.snapchat.com/add/anacrea', 'anacrea'],
    ['twitch', 'https://www.twitch.tv/anacrea', 'anacrea'],
    ['facebook', 'https://www.facebook.com/ana.crea', 'ana.crea'],
    ['facebook', 'https://fb.com/ana.crea/', 'ana.crea'],
    ['facebook', 'https://m.facebook.com/ana.crea', 'ana.crea'],
    [
      'youtube',
      'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw',
      'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      true,
    ],
    ['youtube', 'https://www.youtube.com/user/anacrea', 'anacrea', false],
    ['youtube', 'https://youtube.com/@anacrea', 'anacrea', false],
  ])('%s %s → %s', (network, url, username, isChannel = false) => {
    expect(usernameFromUrl(network, url)).toEqual({ username, is_channel: isChannel });
  });

  it.each<[SocialNetwork, string]>([
    ['instagram', 'https://www.instagram.com/p/CxYz123/'],
    ['instagram', 'https://www.instagram.com/reel/CxYz123/'],
    ['instagram', 'https://www.instagram.com/accounts/edit/'],
    ['instagram', 'https://www.instagram.com/'],
    ['instagram', 'https://www.tiktok.com/@ana'],
    ['tiktok', 'https://www.tiktok.com/@ana.crea/video/7234567890'],
    ['tiktok', 'https://www.tiktok.com/ana.crea'],
    ['twitter', 'https://twitter.com/anacrea/status/123456'],
    ['twitter', 'https://x.com/settings/profile'],
    ['twitter', 'https://x.com/home'],
    ['facebook', 'https://www.facebook.com/watch/?v=123'],
    ['facebook', 'https://www.facebook.com/profile.php?id=1000123'],
    ['facebook', 'https://www.facebook.com/ana.crea/posts/123'],
    ['pinterest', 'https://www.pinterest.com/pin/123456/'],
    ['snapchat', 'https://www.snapchat.com/anacrea'],
    ['twitch', 'https://www.twitch.tv/videos/123456'],
    ['twitch', 'https://www.twitch.tv/anacrea/videos'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/shorts/abc'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['linkedin', 'https://www.linkedin.com/feed/'],
    ['linkedin', 'https://www.linkedin.com/in/anacrea/recent-activity'],
    ['spotify', 'https://open.spotify.com/episode/abc123'],
    ['blog', 'https://miblog.com/ana'],
    ['instagram', 'ftp://instagram.com/ana'],
    ['instagram', 'javascript:alert(1)'],
    ['instagram', 'https://instagram.com.evil.mx/ana'],
  ])('%s %s → errorUrl', (network, url) => {
    expect(usernameFromUrl(network, url)).toBeNull();
  });

  it('reads LinkedIn and Spotify profile links, with the address their URL field keeps (issue 34)', () => {
    expect(usernameFromUrl('linkedin', 'https://www.linkedin.com/in/ana-lopez/?trk=x')).toEqual({
      username: 'ana-lopez',
      is_channel: false,
      url: 'https://www.linkedin.com/in/ana-lopez',
    });
    expect(usernameFromUrl('linkedin', 'mx.linkedin.com/company/cafes-del-bajio')).toMatchObject({
      username: 'cafes-del-bajio',
      url: 'https://www.linkedin.com/company/cafes-del-bajio',
    });
    expect(
      usernameFromUrl('spotify', 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk?si=abc'),
    ).toEqual({
      username: '4rOoJ6Egrf8K2IrywzwOMk',
      is_channel: false,
      url: 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk',
    });
  });

  it('gives a whole connection its username and, where empty, its URL from a pasted link', () => {
    expect(
      withPastedProfile({
        network: 'linkedin',
        username: 'https://www.linkedin.com/in/ana-lopez',
        url: '',
      }),
    ).toEqual({
      network: 'linkedin',
      username: 'ana-lopez',
      url: 'https://www.linkedin.com/in/ana-lopez',
    });
    expect(
      withPastedProfile({
        network: 'spotify',
        username: 'open.spotify.com/show/abc123/',
        url: 'https://mipodcast.mx',
      }),
    ).toMatchObject({ username: 'abc123', url: 'https://mipodcast.mx' });
    expect(
      withPastedProfile({ network: 'youtube', username: 'https://youtube.com/channel/UC123' }),
    ).toEqual({ network: 'youtube', username: 'UC123', is_channel: true });
    expect(withPastedProfile({ network: 'instagram', username: 'ana.crea' })).toEqual({
      network: 'instagram',
      username: 'ana.crea',
    });
  });

  it('tells addresses from bare usernames', () => {
    expect(looksLikeUrl('https://instagram.com/ana')).toBe(true);
    expect(looksLikeUrl('www.instagram.com/ana')).toBe(true);
    expect(looksLikeUrl('instagram.com/ana')).toBe(true);
    expect(looksLikeUrl('ana.crea')).toBe(false);
    expect(looksLikeUrl('@ana')).toBe(false);
  });

  it('finds the username whatever the scheme, www., trailing slash, query or fragment (property)', () => {
    const username = fc
      .stringMatching(/^[a-z][a-z0-9._]{0,20}$/)
      .filter(
        (u) =>
          ![
            'p',
            'reel',
            'reels',
            'tv',
            'stories',
            'explore',
            'accounts',
            'direct',
            'about',
          ].includes(u),
      );
    fc.assert(
      fc.property(
        username,
        fc.constantFrom('http://', 'https://', ''),
        fc.constantFrom('', 'www.', 'm.'),
        fc.constantFrom('', '/'),
        fc.constantFrom('', '?hl=es', '?igshid=abc&x=1'),
        fc.constantFrom('', '#bio'),
        (user, scheme, sub, slash, query, fragment) => {
          const url = `${scheme}${sub}instagram.com/${user}${slash}${query}${fragment}`;
          expect(usernameFromUrl('instagram', url)).toEqual({ username: user, is_channel: false });
        },
      ),
    );
  });

  it('never answers for a host that is not the network (property)', () => {
    fc.assert(
      fc.property(fc.domain(), fc.stringMatching(/^[a-z]{1,12}$/), (domain, user) => {
        fc.pre(!/(^|\.)(instagram\.com)$/.test(domain));
        expect(usernameFromUrl('instagram', `https://${domain}/${user}`)).toBeNull();
      }),
    );
  });
});
