import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aNetwork } from '../../test/builders';
import {
  connectionFormFrom,
  connectionFormSchema,
  emptyConnectionForm,
  nameAndUrlReady,
} from './connection-form';

const messages = (network: Parameters<typeof connectionFormSchema>[0], values: object) => {
  const result = v.safeParse(connectionFormSchema(network), {
    ...emptyConnectionForm(),
    ...values,
  });
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('connection form', () => {
  it('sends followers as a number, without name and URL where the network has none', () => {
    const parsed = v.parse(connectionFormSchema('instagram'), {
      ...emptyConnectionForm(),
      username: ' ana.crea ',
      name: 'ignored',
      followers: '1,234,567',
    });
    expect(parsed).toEqual({ network: 'instagram', username: 'ana.crea', followers: 1234567 });
  });

  it('says whether followers are missing or unreadable', () => {
    expect(messages('twitch', { username: 'ana' })).toEqual([
      ['followers', 'validation.followersRequired'],
    ]);
    expect(messages('twitch', { username: 'ana', followers: '12345678901234' })).toEqual([
      ['followers', 'validation.followersInvalid'],
    ]);
  });

  it('needs a name and a valid URL for linkedin, blog and spotify', () => {
    expect(messages('linkedin', { username: 'ana', followers: '5' })).toEqual([
      ['name', 'validation.networkNameRequired'],
      ['url', 'validation.urlInvalid'],
    ]);
    expect(nameAndUrlReady({ name: 'Ana', url: 'ftp://x.com' })).toBe(false);
    expect(nameAndUrlReady({ name: ' ', url: 'https://x.com' })).toBe(false);
    expect(nameAndUrlReady({ name: 'Ana', url: 'https://x.com' })).toBe(true);
  });

  it('pre-fills from a connection with separators in the followers', () => {
    expect(
      connectionFormFrom(aNetwork({ network: 'youtube', followers: 45000, is_channel: true })),
    ).toMatchObject({ followers: '45,000', is_channel: true });
  });
});
