import { ExternalLink } from 'lucide-react';

/** The shop's social accounts as pills, each opening in a new tab; `onTint` gives them a white ground. */
export function SocialLinks({
  social,
  className,
  onTint = false,
}: {
  social: { name: string; url: string }[];
  className: string;
  onTint?: boolean;
}) {
  return (
    <ul className={className}>
      {social.map((s) => (
        <li key={s.url}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex h-9 items-center gap-1.5 rounded-full border border-line ${onTint ? 'bg-white ' : ''}px-3 text-sm font-medium hover:border-brand-600 hover:text-brand-700`}
          >
            {s.name}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
