import { ActionButton, EmailLayout, Paragraph, Title } from '../layout';
import { defineEmail } from '../template';

export interface BackInStockProps {
  /** The name given with the notify-me request ('' when none). */
  name: string;
  productName: string;
  /** The product's page. */
  url: string;
}

/** A notify-me request answered: the product is back in stock. */
export const backInStock = defineEmail<BackInStockProps>({
  name: 'back-in-stock',
  subject: ({ productName }) => `${productName} is back in stock`,
  component: ({ shop, name, productName, url }) => (
    <EmailLayout
      shop={shop}
      preview={`${productName} is back in stock at ${shop.name}.`}
      reason={`You are getting this e-mail because you asked ${shop.name} to tell you when ${productName} was back in stock. We only tell you once.`}
    >
      <Title>Good news: it is back</Title>
      <Paragraph>{name ? `Hello ${name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        <strong>{productName}</strong> is back in stock at {shop.name}. Stock can go quickly, so order soon if you would like some.
      </Paragraph>
      <ActionButton href={url}>Shop {productName}</ActionButton>
    </EmailLayout>
  ),
});
