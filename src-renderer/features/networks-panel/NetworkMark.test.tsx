import { render } from '@testing-library/react';
import { siInstagram, siRss } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../../../src-shared/domain/network';
import { NETWORK_LOGOS } from '../../../src-shared/networks/network-logos';
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

  it('uses the published marks, from the table the media kit prints', () => {
    const { container, rerender } = render(<NetworkMark network="instagram" />);
    expect(container.querySelector('path')).toHaveAttribute('d', siInstagram.path);
    rerender(<NetworkMark network="blog" />);
    expect(container.querySelector('path')).toHaveAttribute('d', siRss.path);
    rerender(<NetworkMark network="linkedin" />);
    expect(container.querySelector('path')).toHaveAttribute('d', NETWORK_LOGOS.linkedin.paths[0]);
  });

  it('paints the brand colours and outlines only the marks that need it', () => {
    const { container, rerender } = render(<NetworkMark network="facebook" />);
    const mark = () => container.firstElementChild as HTMLElement;
    expect(mark().style.background).toMatch(/#0866ff|rgb\(8, 102, 255\)/i);
    expect(mark()).not.toHaveClass('network-mark--outlined');
    rerender(<NetworkMark network="spotify" />);
    expect(mark().style.color).toMatch(/#000000|rgb\(0, 0, 0\)/);
    rerender(<NetworkMark network="snapchat" />);
    expect(mark()).toHaveClass('network-mark--outlined');
  });
});
