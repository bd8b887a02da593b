import { Check, Copy, Mail, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { usePageMeta } from '../../../app/shell/page-meta';
import { canShare as canDeviceShare, publicUrl, share as deviceShare } from '../../../shared/native/share';
import { FacebookIcon, WhatsAppIcon, XIcon } from '../../../ui/brand-icons';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { notify } from '../../../ui/toast';
import { useGeneralSettings } from '../api/get-general-settings';
import { SocialLinks } from '../components/SocialLinks';

function shareTargets(url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`, colour: 'bg-[#1d7a4a]', Icon: WhatsAppIcon },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, colour: 'bg-[#1565c0]', Icon: FacebookIcon },
    { label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, colour: 'bg-black', Icon: XIcon },
    {
      label: 'E-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n${url}`)}`,
      colour: 'bg-stone-700',
      Icon: Mail,
    },
  ];
}

/** /social-share: share the shop with the device's share sheet, a copyable link or a social site; and follow its social pages. */
export function SocialSharePage() {
  const settings = useGeneralSettings();
  const store = settings.data?.store_name ?? 'Larder';
  usePageMeta({ title: `Share ${store}`, back: true });
  // Inside the app the page's own origin is capacitor://localhost; publicUrl gives the shop's.
  const url = publicUrl('/');
  const text = `${store}: fresh halal meat, fish and groceries delivered in the slot you choose.`;
  const canShare = canDeviceShare();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const followId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify('Link copied', { kind: 'success' });
    } catch {
      // No clipboard permission: select the link so it can be copied by hand.
      input.current?.select();
      notify('Press Ctrl+C (or ⌘C) to copy the link');
    }
  }

  async function share() {
    // The device's share sheet (the Capacitor plugin in the app); if it cannot share, copy instead.
    if ((await deviceShare({ title: store, text, url })) === 'unavailable') await copy();
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 md:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm md:p-8">
        <Share2 aria-hidden="true" className="size-10 text-brand-600" />
        <h1 className="mt-3 text-2xl font-extrabold">Share {store}</h1>
        <p className="mt-2 text-muted">Know someone who would love fresh meat and groceries at the door? Send them a link to the shop.</p>

        {canShare && (
          <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" /> Share
          </Button>
        )}

        <div className="mt-6">
          <label htmlFor={linkId} className="text-sm font-medium">
            Link to the shop
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={linkId}
              ref={input}
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-stone-50 px-3 text-[15px]"
            />
            <Button variant="secondary" size="lg" className="h-11 shrink-0" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </div>
        </div>

        <h2 className="mt-6 text-sm font-semibold">Share on</h2>
        <ul className="mt-2 grid grid-cols-2 gap-2">
          {shareTargets(url, text).map((t) => (
            <li key={t.label}>
              <a
                href={t.href}
                target={t.label === 'E-mail' ? undefined : '_blank'}
                rel="noopener noreferrer"
                className={`flex h-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-white hover:opacity-90 ${t.colour}`}
              >
                <t.Icon aria-hidden="true" className="size-4 shrink-0" />
                {t.label}
                {t.label !== 'E-mail' && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>

        <section aria-labelledby={followId} className="mt-8 border-t border-line pt-6">
          <h2 id={followId} className="text-sm font-semibold">
            Follow {store}
          </h2>
          {settings.isPending ? (
            <div aria-hidden="true" className="mt-2 flex gap-2">
              <Skeleton className="h-9 w-28 rounded-full" />
              <Skeleton className="h-9 w-28 rounded-full" />
            </div>
          ) : settings.data?.social.length ? (
            <SocialLinks social={settings.data.social} className="mt-2 flex flex-wrap gap-2" />
          ) : (
            <p className="mt-2 text-sm text-muted">We are not on social media yet.</p>
          )}
        </section>
      </div>
    </div>
  );
}
