import { Apple, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/content/components/NewsletterForm';
import { useWebsiteSettings } from '../../lib/website-settings';
import { useAppConfig } from '../../lib/app-config';
import { useValueLinks } from '../../lib/account-value-links';

const INFO_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/terms-condition', label: 'Terms & conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/why', label: 'Why Larder' },
  { to: '/story', label: 'Our Story' },
];

const SHOP_LINKS = [
  { to: '/c', label: 'All categories' },
  { to: '/brands', label: 'Brands' },
  { to: '/blog-list', label: 'Recipes & Guides' },
  { to: '/birthday-club', label: 'Birthday Club' },
  { to: '/social-share', label: 'Share Larder' },
];

function StoreBadge({ href, store, icon: Icon }: { href: string; store: string; icon: typeof Apple }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2.5 rounded-xl bg-ink px-4 py-2 text-white transition hover:bg-black"
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="leading-tight">
        <span className="block text-[10px] opacity-80">Get it for</span>
        <span className="block text-sm font-semibold">{store}</span>
      </span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A titled column of footer links, a landmark named `label`. */
function FooterLinks({ label, title, links }: { label: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <p className="mb-3 text-sm font-semibold">{title}</p>
      <ul className="grid gap-2 text-sm text-muted">
        {links.map((l) => (
          <li key={l.to}>
            <Link className="hover:text-brand-700" to={l.to}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Store-download footer with Android and iOS links (desktop). */
export function DesktopFooter() {
  const { data } = useWebsiteSettings();
  const app = data?.app_settings;
  const store = data?.store_name ?? 'Larder';
  // The live app config's footer flag: 0 hides the store-download section.
  const showApp = useAppConfig()?.footer !== 0;
  const shopLinks = [...SHOP_LINKS, ...useValueLinks()];
  return (
    <footer className="mt-12 border-t border-line bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-10 md:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <p className="text-lg font-bold text-brand-700">{store}</p>
          <p className="mt-2 max-w-xs text-sm text-muted">
            Halal butcher's cuts, fish, fruit &amp; veg and store-cupboard staples, delivered in the slot you choose.
          </p>
          <div className="mt-5 max-w-sm">
            <NewsletterForm compact />
          </div>
        </div>
        <FooterLinks label="Shop" title="Shop" links={shopLinks} />
        <FooterLinks label="Shop information" title="Information" links={INFO_LINKS} />
        {showApp && (
          <section aria-label={`Get the ${store} app`}>
            <p className="text-sm font-semibold">Get the {store} app</p>
            <p className="mt-1 text-sm text-muted">Reorder your favourites in a couple of taps.</p>
            {app && (
              <div className="mt-3 flex flex-wrap gap-3">
                {app.playstore_url && <StoreBadge href={app.playstore_url} store="Android" icon={Smartphone} />}
                {app.ios_url && <StoreBadge href={app.ios_url} store="iOS" icon={Apple} />}
              </div>
            )}
          </section>
        )}
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} {store}. Prices include VAT where applicable.
      </p>
    </footer>
  );
}
