import type { ComponentProps } from 'react';
import './TagList.css';

/** A wrapping row of pills; its items (or the buttons in them) take `tagClassName`. */
export function TagList({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul {...rest} className={['ui-tag-list', className].filter(Boolean).join(' ')} />;
}

/** A pill's classes: neutral for plain facts, accent for what the user chose. */
export function tagClassName(tone: 'neutral' | 'accent'): string {
  return `ui-tag ui-tag--${tone}`;
}
