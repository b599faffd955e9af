import { useId, type SVGProps } from 'react';

/** The app's mark: a speech bubble with a spark, in the brand gradient. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  // Gradient ids are document-global; each mark needs its own.
  const gradientId = useId();
  const fill = `url(#${gradientId})`;
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b21b6" />
          <stop offset="0.6" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#fb7185" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="40" rx="14" fill={fill} />
      <path d="M14 42l2-8h8z" fill={fill} />
      <path d="M24 11l2.6 6.6L33 20l-6.4 2.4L24 29l-2.6-6.6L15 20l6.4-2.4z" fill="#ffffff" />
    </svg>
  );
}
