import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, Panel, Paragraph, Title, colours, inlineLink } from '../layout';
import { Link } from '@react-email/link';
import { defineEmail } from '../template';

export interface PasswordResetProps {
  /** The customer's first name ('' when unknown). */
  name: string;
  /** Six digits, typed into the app. */
  code: string;
  /** The reset link (opens the reset page with its key). */
  url: string;
  validMinutes: number;
}

/** A password reset: a code and a link, both usable once within validMinutes. */
export const passwordReset = defineEmail<PasswordResetProps>({
  name: 'password-reset',
  subject: ({ shop }) => `Reset your ${shop.name} password`,
  component: ({ shop, name, code, url, validMinutes }) => (
    <EmailLayout
      shop={shop}
      preview={`Your code to reset your ${shop.name} password is ${code}.`}
      reason={`You are getting this e-mail because someone asked to reset the password of your ${shop.name} account.`}
    >
      <Title>Reset your password</Title>
      <Paragraph>{name ? `Hello ${name},` : 'Hello,'}</Paragraph>
      <Paragraph>Use this code to reset your {shop.name} password:</Paragraph>
      <Panel>
        <Text
          style={{
            fontSize: '32px',
            lineHeight: '40px',
            fontWeight: 700,
            letterSpacing: '8px',
            textAlign: 'center',
            margin: 0,
            color: colours.ink,
            fontFamily: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
          }}
        >
          {code}
        </Text>
      </Panel>
      <Paragraph>Or choose a new password with this button:</Paragraph>
      <ActionButton href={url}>Choose a new password</ActionButton>
      <Paragraph style={{ fontSize: '14px', color: colours.muted }}>
        If the button does not work, open this link:{' '}
        <Link href={url} style={{ ...inlineLink, wordBreak: 'break-all' }}>
          {url}
        </Link>
      </Paragraph>
      <Paragraph style={{ fontSize: '15px' }}>
        The code and the link work once, for {validMinutes} minutes. If you did not ask for this, you can ignore this e-mail: your password
        stays as it is.
      </Paragraph>
    </EmailLayout>
  ),
});
