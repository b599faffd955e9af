import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import { aNetwork } from '../../test/builders';
import {
  connectionBlock,
  connectionFormFrom,
  connectionFormResolver,
  connectionFormSchema,
  emptyConnectionForm,
  type ConnectionFormValues,
} from './connection-form';

/** Each field's message as the form shows it, through the resolver react-hook-form runs. */
async function messages(network: SocialNetwork, values: Partial<ConnectionFormValues>) {
  const resolve = connectionFormResolver(network);
  const { errors } = await resolve({ ...emptyConnectionForm(), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
}

describe('connection form', () => {
  it('sends followers as a number, without name and URL where the network has none', () => {
    const parsed = v.parse(connectionFormSchema('instagram'), {
      ...emptyConnectionForm(),
      username: ' @ana.crea ',
      name: 'ignored',
      followers: '1,234,567',
    });
    expect(parsed).toEqual({ network: 'instagram', username: 'ana.crea', followers: 1234567 });
  });

  it('says whether followers are missing, zero or unreadable, naming the problem', async () => {
    const followers = async (typed: string) =>
      (await messages('twitch', { username: 'ana', followers: typed })).followers;
    expect(await followers('')).toBe('validation.followersRequired');
    expect(await followers('0')).toBe('needFollowers');
    expect(await followers('1.5')).toBe('validation.followersDecimal');
    expect(await followers('1,5')).toBe('validation.followersDecimal');
    expect(await followers('-5')).toBe('validation.followersNegative');
    expect(await followers('12a')).toBe('validation.followersNotNumber');
    expect(await followers('12,345,678,901,234')).toBe('validation.followersTooMany');
    expect(await followers('12,345')).toBeUndefined();
  });

  it('shows the other fields’ messages next to a followers problem', async () => {
    expect(await messages('twitch', { followers: '-5' })).toEqual({
      username: 'validation.usernameRequired',
      followers: 'validation.followersNegative',
    });
    // As on the server, a blog hears about its name first, then about its URL.
    expect(await messages('blog', { username: 'ana', followers: '-5' })).toEqual({
      name: 'validation.networkNameRequired',
      followers: 'validation.followersNegative',
    });
  });

  it('waits for a name and an https:// URL on linkedin, blog and spotify, saying which', () => {
    expect(connectionBlock('instagram', { name: '', url: '' })).toBeNull();
    expect(connectionBlock('linkedin', { name: '', url: '' })).toBe('nameAndUrl');
    expect(connectionBlock('blog', { name: 'Ana', url: 'ftp://x.com' })).toBe('url');
    expect(connectionBlock('spotify', { name: ' ', url: 'https://x.com' })).toBe('name');
    expect(connectionBlock('spotify', { name: 'Ana', url: 'https://x.com' })).toBeNull();
  });

  it('pre-fills from a connection with separators in the followers and its verification', () => {
    expect(
      connectionFormFrom(
        aNetwork({ network: 'youtube', followers: 45000, is_channel: true, connected: true }),
      ),
    ).toMatchObject({ followers: '45,000', is_channel: true, connected: true });
  });
});
