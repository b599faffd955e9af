import type { HTMLAttributes, ReactNode } from 'react';
import './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'article' | 'div';
  padding?: 'md' | 'lg';
  children: ReactNode;
}

export function Card({
  as: Element = 'section',
  padding = 'md',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      className={['ui-card', `ui-card--pad-${padding}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
}
