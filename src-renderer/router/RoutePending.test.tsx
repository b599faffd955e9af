import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InsideMainContext } from '../ui/main-landmark';
import { RoutePending } from './RoutePending';

describe('RoutePending', () => {
  it('tells in Spanish that the screen is loading', () => {
    render(<RoutePending />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la pantalla…');
  });

  it('is the page’s main landmark with a heading when it stands alone', () => {
    render(<RoutePending />);
    const main = screen.getByRole('main');
    expect(main).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Cargando la pantalla…' }),
    );
  });

  it('keeps its heading but adds no second main inside the shell’s', () => {
    render(
      <main>
        <InsideMainContext.Provider value>
          <RoutePending />
        </InsideMainContext.Provider>
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cargando la pantalla…' }),
    ).toBeInTheDocument();
  });
});
