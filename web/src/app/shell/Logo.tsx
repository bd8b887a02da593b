import { Link } from 'react-router';
import { assetUrl } from '../../api/client';
import { useWebsiteSettings } from '../../lib/website-settings';

export function Logo({ className = 'h-9' }: { className?: string }) {
  const { data } = useWebsiteSettings();
  const name = data?.store_name ?? 'Larder';
  return (
    <Link to="/" title="home" className="inline-flex shrink-0 items-center">
      <img
        src={assetUrl(data?.website_logo ?? '/media/brand/logo.svg')}
        alt={name}
        width={144}
        height={36}
        className={`${className} w-auto`}
      />
    </Link>
  );
}
