import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import type { EmailFrame, EmailTemplate } from './template';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The plain-text part: headings as written, each item as one block, phone numbers and the brand link without their URLs. */
export const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    // An item's name, options, price and substitution choice read as one block.
    { selector: 'p.lr-tight', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a.lr-brand', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * Renders a template to its subject, HTML (table-based, inline styles) and plain-text part. React
 * renders once: the text is the same markup through toPlainText, which is what
 * render(..., { plainText: true }) runs after a second React render (the same text, half the time).
 */
export async function renderEmail<P>(template: EmailTemplate<P>, props: P & EmailFrame): Promise<RenderedEmail> {
  const html = await render(createElement(template.component, props));
  return { subject: template.subject(props), html, text: toPlainText(html, TEXT_OPTIONS) };
}
