import type { ReactElement } from 'react';

/** The shop as the e-mail frame shows it (header, help box and footer), read from the store settings and business details. */
export interface ShopInfo {
  name: string;
  /** One line: "14 Commercial Street, London E1 6LP". */
  address: string;
  phone: string;
  email: string;
  /** The public site, without a trailing slash. */
  url: string;
  currency: string;
  timeZone: string;
  openingHours: { days: string; hours: string }[];
}

/** What every template receives besides its own props. */
export interface EmailFrame {
  shop: ShopInfo;
}

/**
 * One customer e-mail: a React Email component with typed props and its subject line. Props never
 * carry HTML: shop text (product and customer names, notes) is rendered as text, so React escapes it.
 */
export interface EmailTemplate<P> {
  /** File-safe name ("order-received"), used by the preview script and in logs. */
  name: string;
  subject: (props: P & EmailFrame) => string;
  component: (props: P & EmailFrame) => ReactElement;
}

export function defineEmail<P>(template: EmailTemplate<P>): EmailTemplate<P> {
  return template;
}
