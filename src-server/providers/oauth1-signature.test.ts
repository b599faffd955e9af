import { describe, expect, it } from 'vitest';
import {
  baseStringUri,
  hmacSha1Signature,
  normalizeParameters,
  oauth1Authorization,
  percentEncode,
  signatureBaseString,
} from './oauth1-signature';

/** Twitter's "Creating a signature" walkthrough (developer.x.com, OAuth 1.0a). */
const TWITTER = {
  url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
  status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
  consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
  consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
  token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
  tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
  timestamp: 1318622958,
  baseString:
    'POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958%26oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521',
  signature: 'hCtSmYh+iHYCEqBWrE7C7hYmtUk=',
};

describe('percentEncode (RFC 5849 §3.6)', () => {
  it('keeps only the unreserved set and writes the rest as upper-case %XX of UTF-8', () => {
    expect(percentEncode('AZaz09-._~')).toBe('AZaz09-._~');
    expect(percentEncode("!*'() +/=&%")).toBe('%21%2A%27%28%29%20%2B%2F%3D%26%25');
    expect(percentEncode('ñ☃')).toBe('%C3%B1%E2%98%83');
    expect(percentEncode('')).toBe('');
  });
});

describe('baseStringUri (RFC 5849 §3.4.1.2)', () => {
  it.each([
    ['HTTP://EXAMPLE.COM:80/r%20v/X?id=123', 'http://example.com/r%20v/X'],
    ['https://www.example.net:8080/?q=1', 'https://www.example.net:8080/'],
    [
      'https://api.twitter.com:443/oauth/request_token',
      'https://api.twitter.com/oauth/request_token',
    ],
  ])('%s → %s', (url, expected) => {
    expect(baseStringUri(url)).toBe(expected);
  });
});

describe('signatureBaseString (RFC 5849 §3.4.1)', () => {
  it('matches the worked example of §3.4.1.1, repeated names and empty values included', () => {
    const base = signatureBaseString(
      'post',
      'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b',
      [
        ['b5', '=%3D'],
        ['a3', 'a'],
        ['c@', ''],
        ['a2', 'r b'],
        ['oauth_consumer_key', '9djdj82h48djs9d2'],
        ['oauth_token', 'kkk9d7dh3k39sjv7'],
        ['oauth_signature_method', 'HMAC-SHA1'],
        ['oauth_timestamp', '137131201'],
        ['oauth_nonce', '7d8f3e4a'],
        // The form body `c2&a3=2+q`.
        ['c2', ''],
        ['a3', '2 q'],
      ],
    );
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it('sorts by encoded name, then by encoded value (§3.4.1.3.2)', () => {
    expect(
      normalizeParameters([
        ['b', '2'],
        ['a', 'z'],
        ['a', 'B'],
        ['a_', '1'],
        ['A', '1'],
      ]),
    ).toBe('A=1&a=B&a=z&a_=1&b=2');
  });
});

describe('hmacSha1Signature (RFC 5849 §3.4.2)', () => {
  it('signs RFC 5849 §1.2’s photo request as the RFC shows', () => {
    const base = signatureBaseString(
      'GET',
      'http://photos.example.net/photos?file=vacation.jpg&size=original',
      [
        ['file', 'vacation.jpg'],
        ['size', 'original'],
        ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
        ['oauth_token', 'nnch734d00sl2jdk'],
        ['oauth_signature_method', 'HMAC-SHA1'],
        ['oauth_timestamp', '137131202'],
        ['oauth_nonce', 'chapoH'],
      ],
    );
    expect(hmacSha1Signature(base, 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00')).toBe(
      'MdpQcU8iPSUjWoN/UDMsK2sui9I=',
    );
  });

  it('reproduces Twitter’s documented base string and signature', () => {
    const base = signatureBaseString('POST', TWITTER.url, [
      ['include_entities', 'true'],
      ['status', TWITTER.status],
      ['oauth_consumer_key', TWITTER.consumerKey],
      ['oauth_nonce', TWITTER.nonce],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', String(TWITTER.timestamp)],
      ['oauth_token', TWITTER.token],
      ['oauth_version', '1.0'],
    ]);
    expect(base).toBe(TWITTER.baseString);
    expect(hmacSha1Signature(base, TWITTER.consumerSecret, TWITTER.tokenSecret)).toBe(
      TWITTER.signature,
    );
  });

  it('keeps the `&` of an absent token secret in the key (request-token calls)', () => {
    expect(hmacSha1Signature('x', 'secret')).toBe(hmacSha1Signature('x', 'secret', ''));
    expect(hmacSha1Signature('x', 'secret')).not.toBe(hmacSha1Signature('x', 'secret', 'y'));
  });
});

describe('oauth1Authorization (RFC 5849 §3.5.1)', () => {
  it('builds Twitter’s documented header from the query, the form and the credentials', () => {
    const header = oauth1Authorization({
      method: 'POST',
      url: TWITTER.url,
      credentials: {
        consumerKey: TWITTER.consumerKey,
        consumerSecret: TWITTER.consumerSecret,
        token: TWITTER.token,
        tokenSecret: TWITTER.tokenSecret,
      },
      form: [['status', TWITTER.status]],
      timestamp: TWITTER.timestamp,
      nonce: TWITTER.nonce,
    });
    expect(header).toBe(
      'OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", oauth_version="1.0"',
    );
  });

  it('signs extra protocol parameters and a fresh nonce each time', () => {
    const request = {
      method: 'POST',
      url: 'https://api.twitter.com/oauth/request_token',
      credentials: { consumerKey: 'key', consumerSecret: 'secret' },
      oauth: { oauth_callback: 'https://example.com/back?x=1' },
      timestamp: 1_700_000_000,
    };
    const first = oauth1Authorization(request);
    expect(first).toContain('oauth_callback="https%3A%2F%2Fexample.com%2Fback%3Fx%3D1"');
    expect(first).not.toContain('oauth_token=');
    expect(oauth1Authorization(request)).not.toBe(first);
  });
});
