import { describe, expect, it } from 'vitest';
import { centeredSquare, outputEdge } from './crop-area';

describe('crop area', () => {
  it('centres the largest square in landscape and portrait images', () => {
    expect(centeredSquare(400, 300)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(centeredSquare(300, 500)).toEqual({ x: 0, y: 100, width: 300, height: 300 });
  });

  it('exports at the crop’s size, capped', () => {
    expect(outputEdge({ x: 0, y: 0, width: 640.4, height: 640.4 }, 1024)).toBe(640);
    expect(outputEdge({ x: 0, y: 0, width: 3000, height: 3000 }, 1024)).toBe(1024);
    expect(outputEdge({ x: 0, y: 0, width: 0.2, height: 0.2 }, 1024)).toBe(1);
  });
});
