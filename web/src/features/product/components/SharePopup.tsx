import { Copy, Mail, Share2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { canShare as canDeviceShare, publicUrl, share } from '../../../shared/native/share';
import { FacebookIcon, PinterestIcon, XIcon } from '../../../ui/brand-icons';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/toast';

/** The shell's share button (mobile 'Product Detail' header) dispatches this on window. */
export const SHARE_EVENT = 'larder:share';

/** Calls `onShare` when the shell asks the page to share. */
export function useShareEvent(onShare: () => void): void {
  const cb = useRef(onShare);
  useEffect(() => {
    cb.current = onShare;
  });
  useEffect(() => {
    const handler = () => cb.current();
    window.addEventListener(SHARE_EVENT, handler);
    return () => window.removeEventListener(SHARE_EVENT, handler);
  }, []);
}

function shareLinks(url: string, title: string, image: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      label: 'E-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
      external: false,
      Icon: Mail,
      colour: 'bg-stone-700',
    },
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      external: true,
      Icon: FacebookIcon,
      colour: 'bg-[#1877f2]',
    },
    { label: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, external: true, Icon: XIcon, colour: 'bg-black' },
    {
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${t}`,
      external: true,
      Icon: PinterestIcon,
      colour: 'bg-[#bd081c]',
    },
  ];
}

/** 'Share this product': the page link with a copy button, e-mail and social links, and the device's share sheet. */
export function SharePopup({
  open,
  onOpenChange,
  url: pageUrl,
  title,
  image,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
  image: string;
}) {
  const linkId = useId();
  const input = useRef<HTMLInputElement>(null);
  const canShare = canDeviceShare();
  // Inside the app the page's own address is local (capacitor://localhost): share the shop's.
  const url = publicUrl(pageUrl);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify('Link copied', { kind: 'success' });
    } catch {
      // No clipboard permission: select the text so the shopper can copy it by hand.
      input.current?.select();
      notify('Press Ctrl+C (or ⌘C) to copy the link');
    }
  }

  async function nativeShare() {
    // The device's share sheet (the Capacitor plugin in the app); dismissed: nothing to do.
    if ((await share({ title, url })) === 'shared') onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share this product">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={linkId} className="text-sm font-medium">
            Page link
          </label>
          <div className="flex gap-2">
            <input
              ref={input}
              id={linkId}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-stone-50 px-3 text-sm"
            />
            <button
              type="button"
              onClick={() => void copy()}
              className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <Copy aria-hidden="true" className="size-4" /> Copy link
            </button>
          </div>
        </div>
        <ul className="grid grid-cols-4 gap-2" aria-label="Share on">
          {shareLinks(url, title, image).map((l) => (
            <li key={l.label}>
              <a
                href={l.href}
                {...(l.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex flex-col items-center gap-1.5 rounded-xl p-2 text-xs font-medium hover:bg-stone-100"
              >
                {/* The link's text names it; the mark beside the text is decoration. */}
                <span aria-hidden="true" className={`grid size-11 place-items-center rounded-full text-white ${l.colour}`}>
                  <l.Icon className="size-5" />
                </span>
                {l.label}
                {l.external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
        {canShare && (
          <button
            type="button"
            onClick={() => void nativeShare()}
            className="inline-flex h-10 items-center justify-center gap-2 rounded-full border border-line text-sm font-semibold hover:bg-stone-100"
          >
            <Share2 aria-hidden="true" className="size-4" /> More ways to share
          </button>
        )}
      </div>
    </Dialog>
  );
}
