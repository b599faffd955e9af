import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MAX_FOLLOWERS, NetworkConnectionInputSchema } from './network';

const issues = (input: unknown) => {
  const result = v.safeParse(NetworkConnectionInputSchema, input);
  return result.success
    ? {}
    : (v.flatten<typeof NetworkConnectionInputSchema>(result.issues).nested ?? {});
};

describe('connection form rules', () => {
  it('reads a pasted profile link the same wherever the schema runs (issue 34)', () => {
    const parsed = v.parse(NetworkConnectionInputSchema, {
      network: 'linkedin',
      username: 'https://www.linkedin.com/in/ana-lopez-garcia-de-la-fuente-mx/?trk=public_profile',
      name: 'Ana López',
      followers: 480,
    });
    expect(parsed).toMatchObject({
      username: 'ana-lopez-garcia-de-la-fuente-mx',
      url: 'https://www.linkedin.com/in/ana-lopez-garcia-de-la-fuente-mx',
    });
    expect(
      v.parse(NetworkConnectionInputSchema, {
        network: 'instagram',
        username: 'instagram.com/ana.crea/',
        followers: 10,
      }).username,
    ).toBe('ana.crea');
  });

  it('accepts a username with followers as a number', () => {
    expect(issues({ network: 'instagram', username: 'ana.crea', followers: 12345 })).toEqual({});
    expect(
      issues({ network: 'youtube', username: 'UC123', followers: 10, is_channel: true }),
    ).toEqual({});
  });

  it('refuses a handle or name that would display as something else (issue 35)', () => {
    for (const username of ['ana\u202Eporc', 'ana\uD83D', 'ana\ncrea']) {
      expect(issues({ network: 'instagram', username, followers: 1 }), username).toEqual({
        username: ['validation.textDisguisedOneLine'],
      });
    }
    expect(
      issues({
        network: 'blog',
        username: 'ana',
        name: 'Recetas\u2066',
        url: 'https://ana.mx',
        followers: 1,
      }),
    ).toEqual({ name: ['validation.textDisguisedOneLine'] });
  });

  it('requires the username, at most 50 characters', () => {
    expect(issues({ network: 'instagram', username: ' ', followers: 1 })).toHaveProperty(
      'username',
    );
    expect(issues({ network: 'instagram', username: 'a'.repeat(51), followers: 1 })).toHaveProperty(
      'username',
    );
  });

  it('requires name and a valid http(s) URL for linkedin, blog and spotify', () => {
    expect(issues({ network: 'blog', username: 'ana', followers: 5 })).toMatchObject({
      name: ['validation.networkNameRequired'],
      url: ['validation.networkUrlInvalid'],
    });
    expect(
      issues({
        network: 'blog',
        username: 'ana',
        name: 'Mi blog',
        url: 'https://ana.blog',
        followers: 5,
      }),
    ).toEqual({});
    for (const url of [
      'ftp://ana.blog',
      'javascript:alert(1)',
      'ana.blog',
      `https://ana.blog/${'x'.repeat(250)}`,
    ]) {
      expect(
        issues({ network: 'spotify', username: 'ana', name: 'Pod', url, followers: 5 }),
      ).toHaveProperty('url');
    }
    expect(
      issues({
        network: 'linkedin',
        username: 'ana',
        name: 'x'.repeat(51),
        url: 'https://linkedin.com/in/ana',
        followers: 5,
      }),
    ).toHaveProperty('name');
  });

  it('refuses followers that are not a whole number of one or more, naming the problem', () => {
    const followersIssue = (followers: unknown) =>
      issues({ network: 'instagram', username: 'ana', followers }).followers?.[0];
    expect(followersIssue(-5)).toBe('validation.followersNegative');
    expect(followersIssue(-1.5)).toBe('validation.followersNegative');
    expect(followersIssue(1.5)).toBe('validation.followersDecimal');
    expect(followersIssue(MAX_FOLLOWERS + 1)).toBe('validation.followersTooMany');
    expect(followersIssue('12,345')).toBe('validation.followersRequired');
    expect(followersIssue(Number.NaN)).toBe('validation.followersRequired');
    expect(followersIssue(MAX_FOLLOWERS)).toBeUndefined();
  });

  it('refuses 0 followers with the spec’s needFollowers message', () => {
    expect(issues({ network: 'instagram', username: 'ana', followers: 0 })).toEqual({
      followers: ['needFollowers'],
    });
  });

  it('drops a leading "@" from the username', () => {
    expect(
      v.parse(NetworkConnectionInputSchema, {
        network: 'tiktok',
        username: ' @ana.baila ',
        followers: 10,
      }),
    ).toMatchObject({ username: 'ana.baila' });
    expect(issues({ network: 'tiktok', username: '@', followers: 10 })).toEqual({
      username: ['validation.usernameRequired'],
    });
  });
});
