import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { useContactForm } from '../api/contactform';
import { FormMessage, serverErrors } from '../../../ui/form-fields';
import { EMAIL_RE, TextAreaField, TextField } from './fields';

type Field = 'username' | 'mailid' | 'phonenumber' | 'subject' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { username: '', mailid: '', phonenumber: '', subject: '', message: '' };
const ORDER: Field[] = ['username', 'mailid', 'phonenumber', 'subject', 'message'];

function validate(v: Values): Errors {
  const e: Errors = {};
  if (!v.username.trim()) e.username = 'Please enter your name';
  if (!v.mailid.trim()) e.mailid = 'Please enter your e-mail address';
  else if (!EMAIL_RE.test(v.mailid.trim())) e.mailid = 'Please enter a valid e-mail address';
  const phone = v.phonenumber.trim();
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (!/^\+?[0-9 ()-]+$/.test(phone) || digits < 10 || digits > 15))
    e.phonenumber = 'Please enter a phone number of 10 to 15 digits';
  if (!v.subject.trim()) e.subject = 'Please enter a subject';
  else if (v.subject.trim().length < 2) e.subject = 'The subject must be at least 2 characters';
  if (!v.message.trim()) e.message = 'Please write your message';
  else if (v.message.trim().length < 5) e.message = 'Your message must be at least 5 characters';
  return e;
}

/** The contact form: per-field errors (ours first, then the server's), the server's answer, and its 429 when sent too often. */
export function ContactForm({ idPrefix, defaults }: { idPrefix: string; defaults?: Partial<Values> }) {
  const send = useContactForm();
  const [values, setValues] = useState<Values>({ ...EMPTY, ...defaults });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fieldId = (f: Field) => `${idPrefix}-${f}`;

  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };

  function focusFirst(found: Errors) {
    const first = ORDER.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    const phone = values.phonenumber.trim();
    send.mutate(
      {
        username: values.username.trim(),
        mailid: values.mailid.trim(),
        ...(phone ? { phonenumber: phone } : {}),
        subject: values.subject.trim(),
        message: values.message.trim(),
      },
      {
        onSuccess: (res) => {
          if (res.status === 'success') {
            setDone(res.message);
            setValues((v) => ({ ...EMPTY, username: v.username, mailid: v.mailid, phonenumber: v.phonenumber }));
          } else setFormError(res.message);
        },
        onError: (err) => {
          const s = serverErrors(err, ORDER);
          setErrors(s.fields);
          setFormError(s.form);
          focusFirst(s.fields);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={idPrefix} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('username')}
          label="Name"
          autoComplete="name"
          maxLength={80}
          value={values.username}
          onChange={set('username')}
          error={errors.username}
        />
        <TextField
          id={fieldId('mailid')}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={values.mailid}
          onChange={set('mailid')}
          error={errors.mailid}
        />
        <TextField
          id={fieldId('phonenumber')}
          label="Phone"
          note="(optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={24}
          value={values.phonenumber}
          onChange={set('phonenumber')}
          error={errors.phonenumber}
        />
        <TextField
          id={fieldId('subject')}
          label="Subject"
          maxLength={140}
          value={values.subject}
          onChange={set('subject')}
          error={errors.subject}
        />
      </div>
      <TextAreaField
        id={fieldId('message')}
        label="Message"
        rows={6}
        maxLength={4000}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <FormMessage kind="error">{formError}</FormMessage>
      <FormMessage kind="notice">{done}</FormMessage>
      <div>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
