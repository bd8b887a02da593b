import type { CallResult } from '@larder/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui/skeleton';
import { SocialLinks } from './SocialLinks';

type Settings = CallResult<'get_general_settings'>;

function Row({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <h3 className="text-sm font-semibold">{label}</h3>
        <div className="text-[15px] text-stone-800">{children}</div>
      </div>
    </div>
  );
}

/** The shop's address, phone, e-mail, opening hours and social links. */
export function ShopDetails({ settings }: { settings: Settings }) {
  const tel = settings.phone.replace(/[^\d+]/g, '');
  return (
    <div className="flex flex-col gap-5">
      {settings.address && (
        <Row icon={MapPin} label="Address">
          <address className="not-italic">
            {settings.store_name}
            <br />
            {settings.address}
          </address>
        </Row>
      )}
      {settings.phone && (
        <Row icon={Phone} label="Phone">
          <a href={`tel:${tel}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {settings.phone}
          </a>
        </Row>
      )}
      {settings.email && (
        <Row icon={Mail} label="E-mail">
          <a href={`mailto:${settings.email}`} className="font-medium break-all text-brand-700 underline-offset-2 hover:underline">
            {settings.email}
          </a>
        </Row>
      )}
      {settings.opening_hours.length > 0 && (
        <Row icon={Clock} label="Opening hours">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            {settings.opening_hours.map((h) => (
              <div key={h.days} className="contents">
                <dt>{h.days}</dt>
                <dd className="font-medium">{h.hours}</dd>
              </div>
            ))}
          </dl>
        </Row>
      )}
      {settings.social.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Follow us</h3>
          <SocialLinks social={settings.social} className="flex flex-wrap gap-2" onTint />
        </div>
      )}
    </div>
  );
}

export function ShopDetailsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the shop's details" className="flex flex-col gap-5">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-5 shrink-0" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
