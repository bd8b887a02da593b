import { ActionButton, EmailLayout, Label, Paragraph, Panel, Title } from '../layout';
import { defineEmail } from '../template';

export interface QuestionAnsweredProps {
  /** The name given with the question. */
  name: string;
  productName: string;
  question: string;
  answer: string;
  /** The product's page. */
  url: string;
}

/** A question about a product, answered by the shop. */
export const questionAnswered = defineEmail<QuestionAnsweredProps>({
  name: 'question-answered',
  subject: ({ productName }) => `Your question about ${productName} has been answered`,
  component: ({ shop, name, productName, question, answer, url }) => (
    <EmailLayout
      shop={shop}
      preview={`${shop.name} has answered your question about ${productName}.`}
      reason={`You are getting this e-mail because you asked ${shop.name} a question about ${productName}.`}
    >
      <Title>We have answered your question</Title>
      <Paragraph>{name ? `Hello ${name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        Thank you for asking about <strong>{productName}</strong>.
      </Paragraph>
      <Panel tone="plain">
        <Label>You asked</Label>
        <Paragraph>{question}</Paragraph>
        <Label>Our answer</Label>
        <Paragraph style={{ margin: 0 }}>{answer}</Paragraph>
      </Panel>
      <ActionButton href={url}>See {productName}</ActionButton>
    </EmailLayout>
  ),
});
