import { render } from '@testing-library/react';
import { siInstagram, siRss } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../../../src-shared/domain/network';
import { NetworkMark } from './NetworkMark';

describe('NetworkMark', () => {
  it('draws every network’s logo, out of the accessibility tree', () => {
    for (const network of SOCIAL_NETWORKS) {
      const { container, unmount } = render(<NetworkMark network={network} />);
      const mark = container.firstElementChild;
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      expect(mark).toHaveClass(`network-mark--${network}`);
      expect(mark?.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });

  it('uses the published marks', () => {
    const { container, rerender } = render(<NetworkMark network="instagram" />);
    expect(container.querySelector('path')).toHaveAttribute('d', siInstagram.path);
    rerender(<NetworkMark network="blog" />);
    expect(container.querySelector('path')).toHaveAttribute('d', siRss.path);
  });
});
