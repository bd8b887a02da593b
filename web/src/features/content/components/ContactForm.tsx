import { contentCalls } from '@larder/contract/content';
import { zPhone } from '@larder/contract/customers';
import {
  EMAIL_WORDS,
  Form,
  FormEmail,
  FormPhone,
  FormRefusal,
  FormSummary,
  FormText,
  FormTextArea,
  SubmitButton,
  useContractForm,
} from '../../../shared/forms';
import { useContactForm } from '../api/contactform';

/** contactform's payload; a phone number, when given, is one by the contract's rule for phone numbers. */
const SCHEMA = contentCalls.contactform.payload.extend({ phonenumber: zPhone('phonenumber').optional() });
const WORDS = {
  username: { required: 'Please enter your name' },
  mailid: EMAIL_WORDS,
  phonenumber: { invalid: 'Please enter a phone number of 10 to 15 digits' },
  subject: { required: 'Please enter a subject', too_small: 'The subject must be at least 2 characters' },
  message: { required: 'Please write your message', too_small: 'Your message must be at least 5 characters' },
};
const EMPTY = { username: '', mailid: '', phonenumber: '', subject: '', message: '' };

/** The contact form: per-field errors (ours first, then the server's), the server's answer, and its 429 when sent too often. */
export function ContactForm({ idPrefix, defaults }: { idPrefix: string; defaults?: Partial<typeof EMPTY> }) {
  const send = useContactForm();
  const form = useContractForm(SCHEMA, { defaultValues: { ...EMPTY, ...defaults }, words: WORDS });

  return (
    <Form
      form={form}
      aria-labelledby={idPrefix}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const res = await send.mutateAsync(values);
        if (res.status !== 'success') throw new FormRefusal(res.message);
        form.resetField('subject');
        form.resetField('message');
        return res.message;
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText label="Name" name="username" autoComplete="name" maxLength={80} />
        <FormEmail label="E-mail" name="mailid" inputMode="email" />
        <FormPhone label="Phone" name="phonenumber" note="(optional)" inputMode="tel" />
        <FormText label="Subject" name="subject" maxLength={140} />
      </div>
      <FormTextArea label="Message" name="message" rows={6} maxLength={4000} />
      <FormSummary />
      <div>
        <SubmitButton size="lg" busy="Sending…">
          Send message
        </SubmitButton>
      </div>
    </Form>
  );
}
