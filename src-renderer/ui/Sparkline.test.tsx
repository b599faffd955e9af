import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from './Sparkline';

describe('Sparkline', () => {
  it('is one image named by what it shows', () => {
    render(
      <Sparkline
        points={[
          { x: 0, y: 10 },
          { x: 5, y: 20 },
          { x: 10, y: 15 },
        ]}
        label="Seguidores: subieron 5"
        tone="up"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Seguidores: subieron 5' });
    expect(chart).toHaveClass('ui-sparkline--up');
    expect(chart.querySelector('.ui-sparkline__line')).toHaveAttribute('d', 'M3,33L60,3L117,18');
  });

  it('places readings by time, and draws a flat series through the middle', () => {
    render(
      <Sparkline
        points={[
          { x: 0, y: 7 },
          { x: 1, y: 7 },
          { x: 10, y: 7 },
        ]}
        label="Sin cambios"
      />,
    );
    expect(screen.getByRole('img').querySelector('.ui-sparkline__line')).toHaveAttribute(
      'd',
      'M3,18L14.4,18L117,18',
    );
  });

  it('draws nothing with fewer than two points', () => {
    const { container } = render(<Sparkline points={[{ x: 0, y: 1 }]} label="Una lectura" />);
    expect(container).toBeEmptyDOMElement();
  });
});
