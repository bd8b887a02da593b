import type { ReactNode, SVGProps } from 'react';

/**
 * Social network marks drawn inline (lucide has no brand icons), in lucide's 24 px stroke style so
 * they sit well beside it. With `title` the icon is an image of that name; without, decorative.
 */
function BrandIcon({ title, children, ...props }: SVGProps<SVGSVGElement> & { title?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...props}
    >
      {children}
    </svg>
  );
}

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

export function FacebookIcon(props: IconProps) {
  return (
    <BrandIcon {...props}>
      <path d="M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2H7z" />
    </BrandIcon>
  );
}

/** X, formerly Twitter. */
export function XIcon(props: IconProps) {
  return (
    <BrandIcon {...props}>
      <path d="M4 4l11.733 16H20L8.267 4z" />
      <path d="M4 20l6.768-6.768M13.228 10.772L20 4" />
    </BrandIcon>
  );
}

export function PinterestIcon(props: IconProps) {
  return (
    <BrandIcon {...props}>
      <path d="M8 20l4-9" />
      <path d="M10.7 14c.437 1.263 1.43 2 2.55 2 2.071 0 3.75-1.554 3.75-4a5 5 0 1 0-9.7 1.7" />
      <circle cx="12" cy="12" r="9" />
    </BrandIcon>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <BrandIcon {...props}>
      <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
      <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    </BrandIcon>
  );
}
