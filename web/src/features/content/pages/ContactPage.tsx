import { useId } from 'react';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/states';
import { useGeneralSettings } from '../api/get-general-settings';
import { ContactForm } from '../components/ContactForm';
import { NewsletterForm } from '../components/NewsletterForm';
import { ShopDetails, ShopDetailsSkeleton } from '../components/ShopDetails';
import { useMetaDescription } from '../use-meta-description';

/** /contact-us: the shop's details, the contact form and the newsletter sign-up. */
export function ContactPage() {
  usePageMeta({ title: 'Contact Us', back: true });
  useMetaDescription('Contact Larder: our address, phone, e-mail and opening hours, or send us a message.');
  const settings = useGeneralSettings();
  const session = useSession();
  const detailsId = useId();
  const formId = useId();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <h1 className="text-2xl font-extrabold md:text-4xl">Contact Us</h1>
      <p className="mt-1 mb-6 max-w-2xl text-muted">
        Questions about an order, a special cut or a delivery? Call us, drop in, or send a message and we will get back to you.
      </p>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <section aria-labelledby={detailsId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
          <h2 id={detailsId} className="mb-4 text-lg font-bold">
            {settings.data?.store_name ?? 'Our shop'}
          </h2>
          {settings.isPending ? (
            <ShopDetailsSkeleton />
          ) : settings.isError ? (
            <ErrorState error={settings.error} title="We could not load our details" onRetry={() => void settings.refetch()} />
          ) : (
            <ShopDetails settings={settings.data} />
          )}
        </section>
        <section aria-labelledby={formId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
          <h2 id={formId} className="mb-1 text-lg font-bold">
            Send us a message
          </h2>
          <p className="mb-4 text-sm text-muted">We reply within one working day.</p>
          <ContactForm
            idPrefix={formId}
            defaults={
              session ? { username: session.customer_name, mailid: session.email ?? '', phonenumber: session.phone ?? '' } : undefined
            }
          />
        </section>
        {/* Desktop has the same sign-up in its footer. */}
        <section aria-label="Newsletter" className="rounded-2xl bg-white p-5 shadow-sm md:hidden">
          <NewsletterForm />
        </section>
      </div>
    </div>
  );
}
