import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoutePending } from './RoutePending';

describe('RoutePending', () => {
  it('tells in Spanish that the screen is loading', () => {
    render(<RoutePending />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la pantalla…');
  });
});
