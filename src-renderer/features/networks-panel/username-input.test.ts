import { describe, expect, it } from 'vitest';
import { readUsernameInput } from './username-input';

describe('readUsernameInput', () => {
  it('keeps typed text as it is', () => {
    expect(readUsernameInput('instagram', 'ana.crea')).toEqual({
      kind: 'text',
      username: 'ana.crea',
    });
  });

  it('drops a leading "@" as it is typed', () => {
    expect(readUsernameInput('tiktok', '@ana.baila')).toEqual({
      kind: 'text',
      username: 'ana.baila',
    });
    expect(readUsernameInput('twitter', '@')).toEqual({ kind: 'text', username: '' });
  });

  it('reads profile addresses per network', () => {
    expect(readUsernameInput('tiktok', 'https://www.tiktok.com/@ana.baila')).toEqual({
      kind: 'url',
      username: 'ana.baila',
      is_channel: false,
    });
    expect(readUsernameInput('youtube', 'youtube.com/channel/UC123/')).toEqual({
      kind: 'url',
      username: 'UC123',
      is_channel: true,
    });
  });

  it('flags addresses with no username in them', () => {
    expect(readUsernameInput('instagram', 'https://instagram.com/p/abc/')).toEqual({
      kind: 'unreadableUrl',
    });
    expect(readUsernameInput('linkedin', 'https://linkedin.com/feed/')).toEqual({
      kind: 'unreadableUrl',
    });
  });

  it('reads a LinkedIn profile link with the address its URL field keeps (issue 34)', () => {
    expect(readUsernameInput('linkedin', 'https://linkedin.com/in/ana')).toEqual({
      kind: 'url',
      username: 'ana',
      is_channel: false,
      url: 'https://www.linkedin.com/in/ana',
    });
  });
});
