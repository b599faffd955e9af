import { describe, expect, it } from 'vitest';
import { shownHandleOf, youtubeHandleUrl } from './network-handle';

const channel = { network: 'youtube' as const, username: 'UC4x9ZQchannelid', is_channel: true };

describe('the @handle a connection is shown by', () => {
  it('never shows a YouTube channel id: its @handle from its address, or nothing', () => {
    expect(shownHandleOf({ ...channel, url: youtubeHandleUrl('@cocinaconana') })).toBe(
      '@cocinaconana',
    );
    expect(shownHandleOf({ ...channel, url: '' })).toBeNull();
    expect(youtubeHandleUrl('UC4x9ZQchannelid')).toBe('');
    expect(youtubeHandleUrl(null)).toBe('');
  });

  it('shows every other account by its user name', () => {
    expect(
      shownHandleOf({ network: 'instagram', username: 'ana.crea', url: '', is_channel: false }),
    ).toBe('@ana.crea');
    expect(
      shownHandleOf({ network: 'youtube', username: 'anacocina', url: '', is_channel: false }),
    ).toBe('@anacocina');
  });
});
