import { describe, expect, it } from 'vitest';
import { aNetwork } from '../../test/builders';
import { connectionHandle, displayAddress } from './connection-handle';

describe('connection handle', () => {
  it('names a YouTube channel by its name, not by its id', () => {
    const channel = aNetwork({
      network: 'youtube',
      is_channel: true,
      username: 'UC4x9ZQ',
      name: 'Cocina con Ana',
    });
    expect(connectionHandle(channel)).toEqual({
      kind: 'named',
      name: 'Cocina con Ana',
      url: null,
      handle: null,
    });
  });

  it('shows a channel connected through Google by its name and @handle, never its id (issue 34)', () => {
    const channel = aNetwork({
      network: 'youtube',
      is_channel: true,
      username: 'UC4x9ZQ',
      name: 'Cocina con Ana',
      url: 'https://www.youtube.com/@cocinaconana',
    });
    expect(connectionHandle(channel)).toEqual({
      kind: 'named',
      name: 'Cocina con Ana',
      url: null,
      handle: '@cocinaconana',
    });
    const untitled = aNetwork({ ...channel, name: '' });
    expect(connectionHandle(untitled)).toMatchObject({ name: '@cocinaconana' });
    expect(
      JSON.stringify(connectionHandle(aNetwork({ ...channel, name: '', url: '' }))),
    ).not.toContain('UC4x9ZQ');
  });

  it('gives blog, podcast and LinkedIn their name and their web address', () => {
    const podcast = aNetwork({
      network: 'spotify',
      username: 'show',
      name: 'Charlas de Ana',
      url: 'https://open.spotify.com/show/abc',
    });
    expect(connectionHandle(podcast)).toEqual({
      kind: 'named',
      name: 'Charlas de Ana',
      url: 'https://open.spotify.com/show/abc',
    });
  });

  it('links only web addresses', () => {
    const blog = aNetwork({ network: 'blog', name: 'Mi blog', url: 'javascript:alert(1)' });
    expect(connectionHandle(blog)).toMatchObject({ url: null });
  });

  it('shows @user, and the display name only when it says something more', () => {
    expect(connectionHandle(aNetwork({ username: 'ana.crea', name: 'Ana Crea' }))).toEqual({
      kind: 'username',
      username: 'ana.crea',
      name: 'Ana Crea',
    });
    expect(connectionHandle(aNetwork({ username: 'ana', name: 'Ana' }))).toMatchObject({
      name: null,
    });
  });

  it('writes an address as people say it', () => {
    expect(displayAddress('https://www.recetasdeana.mx/')).toBe('recetasdeana.mx');
    expect(displayAddress('http://blog.example.com/ana')).toBe('blog.example.com/ana');
  });
});
