import { describe, expect, it } from 'vitest';
import { aMonitorPost } from './monitor-builders';
import { accountHandle } from './post-text';

const creator = (name: string) => ({ id: 'c-1', name, vanity_name: null, profile_image: null });

describe('accountHandle', () => {
  it('is the network account’s handle', () => {
    expect(accountHandle(aMonitorPost())).toBe('ana.viaja');
  });

  it('is nothing when the name shown already is that handle', () => {
    expect(accountHandle(aMonitorPost({ creator: creator('@rodo'), username: 'rodo' }))).toBeNull();
    expect(
      accountHandle(aMonitorPost({ creator: creator('Ana.Viaja'), username: 'ana.viaja' })),
    ).toBeNull();
  });
});
