import { describe, expect, it } from 'vitest';
import { parsePostUrl, postNamesAccount, postUrlNotOwnText, postUrlProblemText } from './post-url';
import type { PostReference, PostUrlProblem } from './post-url';
import type { SocialNetwork } from '../domain/network';

/** [network, pasted, post_id, username, canonical_url (when checked)] */
type Accepted = [SocialNetwork, string, string, string | null, string?];

describe('post URLs that are accepted', () => {
  it.each<Accepted>([
    // Instagram
    [
      'instagram',
      'https://www.instagram.com/p/C7xYz12AbCd/?igsh=MWQ1ZGUxMzBkMA==',
      'C7xYz12AbCd',
      null,
      'https://www.instagram.com/p/C7xYz12AbCd/',
    ],
    [
      'instagram',
      'instagram.com/reel/C8aBc-d_EfG?utm_source=ig_web_copy_link',
      'C8aBc-d_EfG',
      null,
      'https://www.instagram.com/reel/C8aBc-d_EfG/',
    ],
    [
      'instagram',
      'https://www.instagram.com/reels/C8aBcdEfGhI/',
      'C8aBcdEfGhI',
      null,
      'https://www.instagram.com/reel/C8aBcdEfGhI/',
    ],
    ['instagram', 'http://m.instagram.com/tv/B1234567890/', 'B1234567890', null],
    ['instagram', 'HTTPS://WWW.INSTAGRAM.COM/p/CxYz123AbCd/#comments', 'CxYz123AbCd', null],
    ['instagram', 'https://instagr.am/p/CxYz123AbCd/', 'CxYz123AbCd', null],
    [
      'instagram',
      'https://www.instagram.com/Ana.Crea/p/CxYz123AbCd/?img_index=2',
      'CxYz123AbCd',
      'ana.crea',
      'https://www.instagram.com/p/CxYz123AbCd/',
    ],
    [
      'instagram',
      'https://www.instagram.com/ana_crea/reel/C8aBcdEfGhI/',
      'C8aBcdEfGhI',
      'ana_crea',
    ],
    [
      'instagram',
      'https://www.instagram.com/stories/ana.crea/3412345678901234567/?utm_source=ig_story_item_share',
      '3412345678901234567',
      'ana.crea',
      'https://www.instagram.com/stories/ana.crea/3412345678901234567/',
    ],
    ['instagram', '  https://www.instagram.com/p/CxYz123AbCd  ', 'CxYz123AbCd', null],
    // TikTok
    [
      'tiktok',
      'https://www.tiktok.com/@Ana.Crea/video/7234567890123456789?is_from_webapp=1&sender_device=pc',
      '7234567890123456789',
      'ana.crea',
      'https://www.tiktok.com/@ana.crea/video/7234567890123456789',
    ],
    ['tiktok', 'tiktok.com/@ana_crea/photo/7345678901234567890', '7345678901234567890', 'ana_crea'],
    [
      'tiktok',
      'https://m.tiktok.com/@ana/video/7234567890123456789/',
      '7234567890123456789',
      'ana',
    ],
    // YouTube
    [
      'youtube',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&si=abcDEF&list=PL123',
      'dQw4w9WgXcQ',
      null,
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      'youtube',
      'https://youtu.be/dQw4w9WgXcQ?si=Xy12_ab',
      'dQw4w9WgXcQ',
      null,
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    [
      'youtube',
      'youtube.com/shorts/aB3_dE-fGh1?feature=share',
      'aB3_dE-fGh1',
      null,
      'https://www.youtube.com/watch?v=aB3_dE-fGh1',
    ],
    ['youtube', 'https://www.youtube.com/live/aB3_dE-fGh1?si=q', 'aB3_dE-fGh1', null],
    ['youtube', 'https://www.youtube.com/embed/aB3_dE-fGh1', 'aB3_dE-fGh1', null],
    ['youtube', 'https://m.youtube.com/watch?app=desktop&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ', null],
    ['youtube', 'http://YOUTUBE.COM/watch/?v=dQw4w9WgXcQ#t=3', 'dQw4w9WgXcQ', null],
    // X / Twitter
    [
      'twitter',
      'https://x.com/AnaCrea/status/1789012345678901234?s=46&t=AbCdEf',
      '1789012345678901234',
      'anacrea',
      'https://x.com/anacrea/status/1789012345678901234',
    ],
    [
      'twitter',
      'https://twitter.com/anacrea/status/1789012345678901234/photo/1',
      '1789012345678901234',
      'anacrea',
      'https://x.com/anacrea/status/1789012345678901234',
    ],
    [
      'twitter',
      'mobile.twitter.com/anacrea/statuses/1789012345678901234',
      '1789012345678901234',
      'anacrea',
    ],
    [
      'twitter',
      'https://x.com/anacrea/status/1789012345678901234/video/1',
      '1789012345678901234',
      'anacrea',
    ],
    [
      'twitter',
      'https://x.com/anacrea/status/1789012345678901234/analytics',
      '1789012345678901234',
      'anacrea',
    ],
    [
      'twitter',
      'https://x.com/i/web/status/1789012345678901234',
      '1789012345678901234',
      null,
      'https://x.com/i/status/1789012345678901234',
    ],
    // Facebook
    [
      'facebook',
      'https://www.facebook.com/AnaCrea/posts/pfbid02abcDEF123ghiJKL456?mibextid=Nif5oz',
      'pfbid02abcDEF123ghiJKL456',
      'anacrea',
      'https://www.facebook.com/anacrea/posts/pfbid02abcDEF123ghiJKL456',
    ],
    [
      'facebook',
      'https://m.facebook.com/ana.crea/posts/1234567890123456/',
      '1234567890123456',
      'ana.crea',
    ],
    [
      'facebook',
      'https://web.facebook.com/anacrea/videos/987654321012345/',
      '987654321012345',
      'anacrea',
    ],
    [
      'facebook',
      'https://www.facebook.com/anacrea/videos/mi-video/987654321012345/',
      '987654321012345',
      'anacrea',
    ],
    [
      'facebook',
      'https://www.facebook.com/reel/1122334455667788?fs=e&s=TIeQ9V',
      '1122334455667788',
      null,
      'https://www.facebook.com/reel/1122334455667788',
    ],
    [
      'facebook',
      'https://www.facebook.com/watch/?v=1122334455667788&ref=sharing',
      '1122334455667788',
      null,
      'https://www.facebook.com/watch/?v=1122334455667788',
    ],
    [
      'facebook',
      'https://www.facebook.com/permalink.php?story_fbid=pfbid0xyzABC123456789&id=100012345678901&rdid=x',
      'pfbid0xyzABC123456789',
      null,
      'https://www.facebook.com/permalink.php?story_fbid=pfbid0xyzABC123456789&id=100012345678901',
    ],
    [
      'facebook',
      'https://www.facebook.com/photo.php?fbid=10159876543210&set=a.123&type=3',
      '10159876543210',
      null,
      'https://www.facebook.com/photo/?fbid=10159876543210',
    ],
    ['facebook', 'https://www.facebook.com/photo/?fbid=10159876543210', '10159876543210', null],
    ['facebook', 'https://www.facebook.com/100064123456789/posts/1234567890/', '1234567890', null],
    // LinkedIn
    [
      'linkedin',
      'https://www.linkedin.com/posts/ana-crea_marketing-activity-7180123456789012345-AbCd?utm_source=share&utm_medium=member_desktop',
      'urn:li:activity:7180123456789012345',
      'ana-crea',
      'https://www.linkedin.com/feed/update/urn:li:activity:7180123456789012345/',
    ],
    [
      'linkedin',
      'https://www.linkedin.com/feed/update/urn:li:activity:7180123456789012345/',
      'urn:li:activity:7180123456789012345',
      null,
      'https://www.linkedin.com/feed/update/urn:li:activity:7180123456789012345/',
    ],
    [
      'linkedin',
      'linkedin.com/feed/update/urn%3Ali%3AugcPost%3A7180123456789012345',
      'urn:li:ugcPost:7180123456789012345',
      null,
    ],
    [
      'linkedin',
      'https://mx.linkedin.com/pulse/como-crear-contenido-ana-crea-1c',
      'como-crear-contenido-ana-crea-1c',
      null,
      'https://www.linkedin.com/pulse/como-crear-contenido-ana-crea-1c/',
    ],
    // Twitch
    [
      'twitch',
      'https://www.twitch.tv/videos/2134567890',
      '2134567890',
      null,
      'https://www.twitch.tv/videos/2134567890',
    ],
    [
      'twitch',
      'https://m.twitch.tv/AnaCrea/clip/FunnyClipSlug-AbC123xyz?filter=clips',
      'FunnyClipSlug-AbC123xyz',
      'anacrea',
      'https://www.twitch.tv/anacrea/clip/FunnyClipSlug-AbC123xyz',
    ],
    [
      'twitch',
      'https://clips.twitch.tv/FunnyClipSlug-AbC123xyz',
      'FunnyClipSlug-AbC123xyz',
      null,
      'https://clips.twitch.tv/FunnyClipSlug-AbC123xyz',
    ],
    // Pinterest
    [
      'pinterest',
      'https://www.pinterest.com.mx/pin/123456789012345678/',
      '123456789012345678',
      null,
      'https://www.pinterest.com/pin/123456789012345678/',
    ],
    [
      'pinterest',
      'https://mx.pinterest.com/pin/123456789012345678/?nic=1a',
      '123456789012345678',
      null,
    ],
    [
      'pinterest',
      'pinterest.es/pin/recetas-faciles--123456789012345678/',
      '123456789012345678',
      null,
    ],
    // Spotify
    [
      'spotify',
      'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk?si=a1b2c3d4e5',
      '4rOoJ6Egrf8K2IrywzwOMk',
      null,
      'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    [
      'spotify',
      'https://open.spotify.com/intl-es/episode/4rOoJ6Egrf8K2IrywzwOMk',
      '4rOoJ6Egrf8K2IrywzwOMk',
      null,
    ],
    // Snapchat
    [
      'snapchat',
      'https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYYWRoa3N5dXN2?share_id=x',
      'W7_EDlXWTBiXAEEniNoMPwAAYYWRoa3N5dXN2',
      null,
      'https://www.snapchat.com/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYYWRoa3N5dXN2',
    ],
    [
      'snapchat',
      'https://www.snapchat.com/@AnaCrea/spotlight/W7_EDlXWTBiXAEEniNoMPwAAYYWRoa3N5dXN2',
      'W7_EDlXWTBiXAEEniNoMPwAAYYWRoa3N5dXN2',
      'anacrea',
    ],
    // Blog
    [
      'blog',
      'https://anacrea.com/2024/05/mi-rutina/?utm_source=ig&fbclid=IwAR0abc#comentarios',
      '/2024/05/mi-rutina',
      null,
      'https://anacrea.com/2024/05/mi-rutina/',
    ],
    [
      'blog',
      'http://blog.anacrea.mx/post.php?id=12&utm_medium=social',
      '/post.php',
      null,
      'http://blog.anacrea.mx/post.php?id=12',
    ],
    ['blog', 'anacrea.substack.com/p/mi-rutina', '/p/mi-rutina', null],
  ])('%s %s', (network, pasted, postId, username, canonical) => {
    const check = parsePostUrl(network, pasted);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.post.network).toBe(network);
    expect(check.post.post_id).toBe(postId);
    expect(check.post.username).toBe(username);
    if (canonical !== undefined) expect(check.post.canonical_url).toBe(canonical);
    expect(check.post.canonical_url).not.toMatch(/[#]|utm_|igsh|[?&]si=/);
  });
});

/** [network, pasted, problem, detected] */
type Refused = [SocialNetwork, string, PostUrlProblem, SocialNetwork?];

describe('post URLs that are refused', () => {
  it.each<Refused>([
    // Not a web address
    ['instagram', '', 'invalid'],
    ['instagram', '   ', 'invalid'],
    ['instagram', 'javascript:alert(1)', 'invalid'],
    ['instagram', 'JavaScript:alert(document.cookie)//instagram.com/p/CxYz123AbCd', 'invalid'],
    ['blog', 'ftp://anacrea.com/post', 'invalid'],
    ['blog', 'mailto:ana@anacrea.com', 'invalid'],
    ['instagram', 'mi post de instagram', 'invalid'],
    ['instagram', 'https://www.instagram.com/p/Cx Yz/', 'invalid'],
    ['instagram', 'https://instagram.com@evil.io/p/CxYz123AbCd/', 'invalid'],
    ['instagram', 'https://user:pass@www.instagram.com/p/CxYz123AbCd/', 'invalid'],
    ['blog', 'http://localhost:3000/post', 'invalid'],
    ['blog', 'http://192.168.0.10/post', 'invalid'],
    ['instagram', 'https://evil.io\\@instagram.com/p/CxYz123AbCd', 'invalid'],
    ['youtube', 'data:text/html,<script>alert(1)</script>', 'invalid'],
    // Another network's address
    [
      'instagram',
      'https://www.tiktok.com/@ana/video/7234567890123456789',
      'other_network',
      'tiktok',
    ],
    ['tiktok', 'https://www.instagram.com/reel/C8aBcdEfGhI/', 'other_network', 'instagram'],
    ['youtube', 'https://x.com/ana/status/1789012345678901234', 'other_network', 'twitter'],
    ['twitter', 'https://youtu.be/dQw4w9WgXcQ', 'other_network', 'youtube'],
    ['facebook', 'https://www.instagram.com/p/CxYz123AbCd/', 'other_network', 'instagram'],
    ['pinterest', 'https://vm.tiktok.com/ZMabc123/', 'other_network', 'tiktok'],
    ['blog', 'https://www.instagram.com/p/CxYz123AbCd/', 'other_network', 'instagram'],
    ['blog', 'https://fb.watch/abcDEF123/', 'other_network', 'facebook'],
    ['instagram', 'https://example.com/p/CxYz123AbCd/', 'other_network'],
    // Lookalike hosts
    ['instagram', 'https://instagram.com.evil.io/p/CxYz123AbCd/', 'other_network'],
    ['instagram', 'https://evil-instagram.com/p/CxYz123AbCd/', 'other_network'],
    ['instagram', 'https://www.іnstagram.com/p/CxYz123AbCd/', 'other_network'],
    ['youtube', 'https://youtube.com.mx.phish.io/watch?v=dQw4w9WgXcQ', 'other_network'],
    ['twitter', 'https://x.com:8443/ana/status/1789012345678901234', 'other_network'],
    // Profiles
    ['instagram', 'https://www.instagram.com/ana.crea/?igsh=abc', 'profile'],
    ['instagram', 'https://www.instagram.com/ana.crea/reels/', 'profile'],
    ['tiktok', 'https://www.tiktok.com/@ana.crea?lang=es', 'profile'],
    ['youtube', 'https://www.youtube.com/@anacrea/videos', 'profile'],
    ['youtube', 'https://youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', 'profile'],
    ['twitter', 'https://x.com/anacrea?s=21', 'profile'],
    ['twitter', 'https://twitter.com/anacrea/media', 'profile'],
    ['facebook', 'https://www.facebook.com/ana.crea', 'profile'],
    ['facebook', 'https://www.facebook.com/profile.php?id=100012345678901', 'profile'],
    ['linkedin', 'https://www.linkedin.com/in/ana-crea/', 'profile'],
    ['linkedin', 'https://www.linkedin.com/company/anacrea/posts/', 'profile'],
    ['twitch', 'https://www.twitch.tv/anacrea', 'profile'],
    ['pinterest', 'https://www.pinterest.com.mx/anacrea/', 'profile'],
    ['spotify', 'https://open.spotify.com/show/2mTUnDkuKUkhiueKcVWoP0', 'profile'],
    ['snapchat', 'https://www.snapchat.com/add/anacrea', 'profile'],
    // Short links
    ['tiktok', 'https://vm.tiktok.com/ZMabc123/', 'short_link'],
    ['tiktok', 'https://vt.tiktok.com/ZSabc123/', 'short_link'],
    ['tiktok', 'https://www.tiktok.com/t/ZTabc123/', 'short_link'],
    ['pinterest', 'https://pin.it/1a2b3c4d', 'short_link'],
    ['linkedin', 'https://lnkd.in/gAbC123', 'short_link'],
    ['twitter', 'https://t.co/AbCdEf123', 'short_link'],
    ['instagram', 'https://bit.ly/3abcDEF', 'short_link'],
    ['blog', 'https://tinyurl.com/anacrea-post', 'short_link'],
    ['facebook', 'https://fb.watch/abcDEF123/', 'short_link'],
    ['facebook', 'https://fb.me/anacrea', 'short_link'],
    ['facebook', 'https://www.facebook.com/share/p/1AbCdEfGh/', 'short_link'],
    ['facebook', 'https://www.facebook.com/share/v/1AbCdEfGh/', 'short_link'],
    ['facebook', 'https://www.facebook.com/share/r/1AbCdEfGh/', 'short_link'],
    ['instagram', 'https://www.instagram.com/share/reel/BAabc123xyz', 'short_link'],
    ['spotify', 'https://spotify.link/AbC123xyz', 'short_link'],
    ['snapchat', 'https://t.snapchat.com/AbC123', 'short_link'],
    // Right network, not a post
    ['instagram', 'https://www.instagram.com/', 'not_post'],
    ['instagram', 'https://www.instagram.com/explore/tags/moda/', 'not_post'],
    ['instagram', 'https://www.instagram.com/accounts/edit/', 'not_post'],
    ['instagram', 'https://www.instagram.com/stories/highlights/17890123456789012/', 'not_post'],
    ['instagram', 'https://www.instagram.com/p/', 'not_post'],
    ['tiktok', 'https://www.tiktok.com/@ana/video/notanumber', 'not_post'],
    ['tiktok', 'https://www.tiktok.com/tag/moda', 'not_post'],
    ['youtube', 'https://www.youtube.com/watch?v=short', 'not_post'],
    ['youtube', 'https://www.youtube.com/results?search_query=moda', 'not_post'],
    ['youtube', 'https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'not_post'],
    ['youtube', 'https://www.youtube.com/playlist?list=PL123', 'not_post'],
    ['twitter', 'https://x.com/settings/profile', 'not_post'],
    ['twitter', 'https://x.com/search?q=moda', 'not_post'],
    ['twitter', 'https://x.com/hashtag/moda', 'not_post'],
    ['twitter', 'https://x.com/ana/status/1789012345678901234/likes', 'not_post'],
    ['facebook', 'https://www.facebook.com/settings', 'not_post'],
    ['facebook', 'https://www.facebook.com/groups/123456/posts/789012/', 'not_post'],
    ['facebook', 'https://www.facebook.com/watch/', 'not_post'],
    ['linkedin', 'https://www.linkedin.com/feed/', 'not_post'],
    ['linkedin', 'https://www.linkedin.com/jobs/view/123456/', 'not_post'],
    ['twitch', 'https://www.twitch.tv/directory/category/just-chatting', 'not_post'],
    ['pinterest', 'https://www.pinterest.com/search/pins/?q=moda', 'not_post'],
    ['spotify', 'https://open.spotify.com/track/4rOoJ6Egrf8K2IrywzwOMk', 'not_post'],
    ['snapchat', 'https://www.snapchat.com/lens/abc123', 'not_post'],
    ['blog', 'https://anacrea.com/', 'not_post'],
    ['blog', 'anacrea.com', 'not_post'],
  ])('%s %s → %s', (network, pasted, problem, detected) => {
    const check = parsePostUrl(network, pasted);
    expect(check).toEqual(detected ? { ok: false, problem, detected } : { ok: false, problem });
  });
});

describe('whose post the URL says it is', () => {
  const post = (username: string | null): PostReference => ({
    network: 'instagram',
    post_id: 'CxYz123AbCd',
    username,
    canonical_url: 'https://www.instagram.com/p/CxYz123AbCd/',
  });

  it.each<[string | null, string, boolean]>([
    ['ana.crea', 'ana.crea', true],
    ['ana.crea', '@Ana.Crea', true],
    ['ana.crea', '  @ana.crea ', true],
    ['ana.crea', 'otra.cuenta', false],
    ['ana.crea', '', false],
    [null, 'ana.crea', true],
    [null, '', true],
  ])('%s vs %j → %s', (author, account, expected) => {
    expect(postNamesAccount(post(author), account)).toBe(expected);
  });

  it('works on what parsePostUrl reads', () => {
    const check = parsePostUrl(
      'tiktok',
      'https://www.tiktok.com/@Ana.Crea/video/7234567890123456789',
    );
    if (!check.ok) throw new Error('expected a post');
    expect(postNamesAccount(check.post, '@ana.crea')).toBe(true);
    expect(postNamesAccount(check.post, 'ana')).toBe(false);
  });
});

describe('problem messages', () => {
  it.each<[PostUrlProblem, RegExp]>([
    ['invalid', /^Pega un enlace web completo/],
    ['other_network', /^Ese enlace no es de Instagram: pega el de la publicación en Instagram\.$/],
    ['profile', /de un perfil, no de una publicación/],
    ['short_link', /^Los enlaces cortos/],
    ['not_post', /^Ese enlace no es de una publicación de Instagram\.$/],
  ])('%s says why in Spanish, naming the network', (problem, text) => {
    expect(postUrlProblemText(problem, 'Instagram')).toMatch(text);
  });

  it('names the creator’s own account when the post is another one’s', () => {
    expect(postUrlNotOwnText('X', '@ana')).toBe('Esa publicación no es de tu cuenta @ana en X.');
    expect(postUrlNotOwnText('TikTok', '')).toBe('Esa publicación no es de tu cuenta de TikTok.');
  });
});
