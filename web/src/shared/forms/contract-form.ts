/**
 * The form kit's state: react-hook-form validating with the contract's own zod schemas (the call's
 * payload schema, or a field-subset of it), the server's 417 `errors[]` mapped onto the fields, and
 * one submit at a time. Decision 027.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { withoutUnsetFields } from '@larder/contract/wire';
import { useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { mapServerError } from './server-errors';

/**
 * The shopper's words for the contract's refusals of one field: `required` when it is empty, a zod
 * issue code (`too_small`, `invalid_format`, …) or `invalid` for any other refusal. The rule stays
 * the contract's; without words the contract's own message shows.
 */
export type FieldWords = Partial<Record<'required' | 'invalid' | z.core.$ZodIssue['code'], string>>;

/** What every e-mail field says (the rule is the contract's `zEmail`). */
export const EMAIL_WORDS: FieldWords = { required: 'Please enter your e-mail address', invalid: 'Please enter a valid e-mail address' };

/** A refusal the submit handler found in the server's answer (a 200 with status "failed"). */
export class FormRefusal extends Error {
  constructor(
    message: string,
    /** The field it is about; without one it goes to the form's summary. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface ContractFormOptions<In extends FieldValues> {
  defaultValues: In;
  words?: Partial<Record<string, FieldWords>>;
  /** Server field names that differ from the form's ("password" → "pwd"). */
  aliases?: Record<string, string>;
}

/** What a submit handler may answer: a notice to show (e.g. "Your details have been saved."), or nothing. */
export type SubmitResult = string | void | null | undefined;

export type ContractForm<In extends FieldValues = FieldValues, Out = In> = UseFormReturn<In, unknown, Out> & {
  /** The form's onSubmit: validates, then runs `handler` once at a time, mapping its failures. */
  submitWith: (handler: (values: Out) => Promise<SubmitResult>) => (e?: React.BaseSyntheticEvent) => Promise<void>;
  notice: string | null;
  setNotice: (notice: string | null) => void;
};

/** The value at a dotted path ("address.city") of a form's values or errors. */
export function at<T = unknown>(obj: unknown, path: string): T | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((o, k) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
  return found as T | undefined;
}

/**
 * Every field path of a form's values, nested ones too ("food.nutrition.fat_g", "options.0.value"),
 * so a server error naming a nested field finds it.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  const nested =
    Array.isArray(values) || (values !== null && typeof values === 'object' && Object.getPrototypeOf(values) === Object.prototype);
  if (!nested) return [];
  return Object.entries(values as Record<string, unknown>).flatMap(([k, v]) => [`${prefix}${k}`, ...fieldPaths(v, `${prefix}${k}.`)]);
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The contract schema as a resolver: "" means "not given" as on the server (decision 025); messages in the shopper's words. */
export function contractResolver<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  words: Partial<Record<string, FieldWords>> = {},
): Resolver<In, unknown, Out> {
  const base = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await base(withoutUnsetFields(schema, values) as In, context, options);
    for (const [path, w] of Object.entries(words)) {
      // A list's own refusal ("at least one item") sits at `root` once its rows have fields.
      const found = at<{ type?: string; message?: string; root?: { type?: string; message?: string } }>(result.errors, path);
      const error = found?.root ?? found;
      if (!error || !w) continue;
      const word = isEmpty(at(values, path)) ? w.required : (w[error.type as keyof FieldWords] ?? w.invalid);
      if (word) error.message = word;
    }
    return result;
  };
}

/** A react-hook-form form that validates with `schema` (the contract's) and knows how to submit. */
export function useContractForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  { defaultValues, words, aliases = {} }: ContractFormOptions<In>,
): ContractForm<In, Out> {
  const form = useForm<In, unknown, Out>({
    defaultValues: defaultValues as DefaultValues<In>,
    resolver: contractResolver(schema, words),
    shouldFocusError: true,
  });
  const [notice, setNotice] = useState<string | null>(null);
  const busy = useRef(false);

  const submitWith: ContractForm<In, Out>['submitWith'] = (handler) => (e) => {
    setNotice(null);
    // A second submit (a double click, Enter twice) while one is on its way does nothing.
    if (busy.current) {
      e?.preventDefault();
      return Promise.resolve();
    }
    busy.current = true;
    return form
      .handleSubmit(async (values) => {
        try {
          setNotice((await handler(values)) || null);
        } catch (err) {
          const fieldNames = fieldPaths(form.getValues());
          const mapped =
            err instanceof FormRefusal
              ? { fields: err.field ? { [err.field]: err.message } : {}, form: err.field ? null : err.message }
              : mapServerError(err, fieldNames, aliases);
          const first = Object.keys(mapped.fields)[0];
          for (const [name, message] of Object.entries(mapped.fields))
            form.setError(name as never, { type: 'server', message }, { shouldFocus: name === first });
          if (mapped.form) form.setError('root.server', { type: 'server', message: mapped.form });
        }
      })(e)
      .finally(() => {
        busy.current = false;
      });
  };

  return { ...form, submitWith, notice, setNotice };
}
