import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';

/** Shows a set-password link once, with a copy button: it is not stored anywhere the console can show it again. */
export function OneTimeLink({ link, who, reset, onClose }: { link: string | null; who: string; reset: boolean; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text to copy by hand.
      const el = document.getElementById('one-time-link') as HTMLTextAreaElement | null;
      el?.select();
    }
  };
  return (
    <Dialog
      open={Boolean(link)}
      onOpenChange={(o) => {
        if (!o) {
          setCopied(false);
          onClose();
        }
      }}
      title={reset ? `Password reset for ${who}` : `Account created for ${who}`}
      description="Send this link to them yourself (e-mail or message). It sets their password."
    >
      <div className="flex flex-col gap-3">
        <label htmlFor="one-time-link" className="text-sm font-medium">
          One-time set-password link
        </label>
        <textarea
          id="one-time-link"
          readOnly
          rows={3}
          value={link ?? ''}
          onFocus={(e) => e.target.select()}
          className="w-full resize-none rounded-lg border border-line bg-stone-50 px-3 py-2 font-mono text-xs break-all"
        />
        <div className="flex">
          <Button variant={copied ? 'secondary' : 'primary'} onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {copied ? 'Link copied' : ''}
        </p>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <strong>It works once, for three days.</strong> This is the only time it is shown: copy it now. If it is lost or expires, reset
          the password again for a new one.
          {reset && ' Their current sessions have ended.'}
        </p>
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
