/**
 * The shop's frame for every customer e-mail: brand header, one column of at most 600 px that
 * reads at 390 px, a help box and a footer with the shop's details and why the e-mail was sent.
 * Styles are inline (mail clients drop most <style> blocks); the one media query only tightens
 * padding on phones and the e-mail reads fine where it is ignored.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import type { ShopInfo } from './template';

export const colours = {
  brand: '#a51318',
  brandTint: '#fbf1f0',
  brandLine: '#efd3d1',
  ink: '#1d1d1b',
  muted: '#5c5a57',
  line: '#e4dfd8',
  page: '#f3efe9',
  white: '#ffffff',
} as const;

export const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const MOBILE_CSS = `
@media only screen and (max-width: 480px) {
  .lr-card { padding: 24px 18px 8px !important; }
  .lr-pad { padding-left: 18px !important; padding-right: 18px !important; }
  .lr-title { font-size: 22px !important; line-height: 28px !important; }
}
`;

export interface EmailLayoutProps {
  shop: ShopInfo;
  /** The inbox preview line. */
  preview: string;
  /** Why the customer got this e-mail ("You placed order ORD-00042 at Larder."). */
  reason: ReactNode;
  children: ReactNode;
}

export function EmailLayout({ shop, preview, reason, children }: EmailLayoutProps) {
  return (
    <Html lang="en-GB" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{shop.name}</title>
        <style>{MOBILE_CSS}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.page, margin: 0, padding: '24px 0', fontFamily: font, color: colours.ink }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section className="lr-pad" style={{ backgroundColor: colours.brand, padding: '18px 32px', borderRadius: '8px 8px 0 0' }}>
            <Link href={shop.url} className="lr-brand" style={{ color: colours.white, textDecoration: 'none' }}>
              <span style={{ fontSize: '26px', lineHeight: '32px', fontWeight: 700, letterSpacing: '0.5px', fontFamily: font }}>
                {shop.name}
              </span>
            </Link>
          </Section>
          <Section className="lr-card" style={{ backgroundColor: colours.white, padding: '32px 32px 8px' }}>
            {children}
          </Section>
          <Section className="lr-pad" style={{ backgroundColor: colours.white, padding: '0 32px 28px', borderRadius: '0 0 8px 8px' }}>
            <HelpBox shop={shop} />
          </Section>
          <Section className="lr-pad" style={{ padding: '20px 32px 8px' }}>
            <Text style={footerText}>
              <strong>{shop.name}</strong>
              {shop.address ? ` · ${shop.address}` : ''}
            </Text>
            {shop.phone || shop.email ? (
              <Text style={footerText}>
                {shop.phone ? (
                  <Link href={`tel:${shop.phone.replace(/\s+/g, '')}`} style={footerLink}>
                    {shop.phone}
                  </Link>
                ) : null}
                {shop.phone && shop.email ? ' · ' : ''}
                {shop.email ? (
                  <Link href={`mailto:${shop.email}`} style={footerLink}>
                    {shop.email}
                  </Link>
                ) : null}
              </Text>
            ) : null}
            <Text style={{ ...footerText, marginTop: '12px' }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function HelpBox({ shop }: { shop: ShopInfo }) {
  const ways: ReactNode[] = [];
  if (shop.phone)
    ways.push(
      <>
        call us on{' '}
        <Link href={`tel:${shop.phone.replace(/\s+/g, '')}`} style={inlineLink}>
          {shop.phone}
        </Link>
      </>,
    );
  if (shop.email)
    ways.push(
      <>
        <span style={{ whiteSpace: 'nowrap' }}>e-mail</span>{' '}
        <Link href={`mailto:${shop.email}`} style={inlineLink}>
          {shop.email}
        </Link>
      </>,
    );
  ways.push(
    <>
      visit{' '}
      <Link href={`${shop.url}/contact-us`} style={inlineLink}>
        our help page
      </Link>
    </>,
  );
  return (
    <Section style={{ borderTop: `1px solid ${colours.line}`, paddingTop: '20px' }}>
      <Text style={{ ...paragraph, margin: 0, fontSize: '15px' }}>
        <strong>Need help?</strong> You can{' '}
        {ways.map((w, i) => (
          <Fragment key={i}>
            {i === 0 ? '' : i === ways.length - 1 ? ' or ' : ', '}
            {w}
          </Fragment>
        ))}
        .
      </Text>
    </Section>
  );
}

const footerText: CSSProperties = { fontSize: '13px', lineHeight: '20px', color: colours.muted, margin: '0 0 4px', textAlign: 'center' };
const footerLink: CSSProperties = { color: colours.muted, textDecoration: 'underline' };

export const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', color: colours.ink, margin: '0 0 16px' };
export const mutedText: CSSProperties = { fontSize: '14px', lineHeight: '20px', color: colours.muted, margin: 0 };
export const inlineLink: CSSProperties = { color: colours.brand, textDecoration: 'underline' };

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h1"
      className="lr-title"
      style={{ fontSize: '26px', lineHeight: '32px', fontWeight: 700, margin: '0 0 12px', color: colours.ink }}
    >
      {children}
    </Heading>
  );
}

/** Text that must not break across lines (an order number: "ORD-" on one line and "00042" on the next reads badly). */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...paragraph, ...style }}>{children}</Text>;
}

/** A small upper-case label above a block ("DELIVERY SLOT"). */
export function Label({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        fontSize: '12px',
        lineHeight: '16px',
        letterSpacing: '0.8px',
        textTransform: 'uppercase',
        fontWeight: 700,
        color: colours.muted,
        margin: '0 0 6px',
      }}
    >
      {children}
    </Text>
  );
}

/** The call to action: a full-width-on-phones button in the brand colour. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.brand,
          color: colours.white,
          fontSize: '16px',
          fontWeight: 700,
          lineHeight: '20px',
          borderRadius: '6px',
          padding: '14px 24px',
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A tinted box for what the customer most needs to see (the slot, the code). */
export function Panel({ children, tone = 'brand' }: { children: ReactNode; tone?: 'brand' | 'plain' }) {
  return (
    <Section
      style={{
        backgroundColor: tone === 'brand' ? colours.brandTint : '#f7f5f2',
        border: `1px solid ${tone === 'brand' ? colours.brandLine : colours.line}`,
        borderRadius: '8px',
        padding: '16px 20px',
        margin: '0 0 24px',
      }}
    >
      {children}
    </Section>
  );
}
