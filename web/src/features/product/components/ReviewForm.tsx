import type { TProductDetails } from '@larder/contract/catalog';
import { CheckCircle2, LogIn, Star } from 'lucide-react';
import { ZReviewInput } from '@larder/contract/product-feedback';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../api/client';
import { Form, FormRefusal, FormSummary, FormText, FormTextArea, SubmitButton, useContractForm } from '../../../shared/forms';
import { buttonClass } from '../../../ui/button';
import { useInsertReview } from '../api/insert-review';
import { ProductThumbHeading } from './ProductThumbHeading';

const SCHEMA = ZReviewInput.pick({ rating: true, title: true, message: true });
const WORDS = {
  rating: { invalid: 'Please choose a rating from 1 to 5 stars' },
  title: { required: 'Please give your review a title' },
  message: { required: 'Please write your review' },
};

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Five radio buttons drawn as stars; arrow keys change the rating. */
function StarPicker({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-err` : undefined}>
      <legend className="mb-1 text-sm font-medium">Your rating</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <div key={n} className="relative">
            <input
              type="radio"
              id={`${id}-${n}`}
              name={`${id}-rating`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            <label
              htmlFor={`${id}-${n}`}
              className="grid size-11 cursor-pointer place-items-center rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 hover:bg-amber-50"
            >
              <Star aria-hidden="true" className={`size-8 ${n <= value ? 'fill-amber-500 text-amber-500' : 'text-stone-400'}`} />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          </div>
        ))}
        <span className="ml-2 text-sm text-muted" aria-hidden="true">
          {RATING_WORDS[value]}
        </span>
      </div>
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Write a review of one product (signed-in customers; a guest is asked to sign in). */
export function ReviewForm({ product }: { product: TProductDetails }) {
  const insert = useInsertReview();
  const form = useContractForm(SCHEMA, { defaultValues: { rating: 0, title: '', message: '' }, words: WORDS });
  const productLink = `/pr/${product.route}`;

  const needsSignIn = insert.error instanceof ApiError && insert.error.status === 401;
  const result = insert.data;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-5 md:py-10">
      <ProductThumbHeading product={product}>
        <h1 className="text-xl font-extrabold md:text-2xl">Write a review</h1>
        <p className="text-sm text-muted">
          <Link to={productLink} className="hover:underline">
            {product.item}
          </Link>
        </p>
      </ProductThumbHeading>

      {result?.status === 'success' ? (
        <div role="status" className="flex flex-col items-start gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {result.message}
          </p>
          <Link to={productLink} className={buttonClass('secondary', 'sm')}>
            Back to the product
          </Link>
        </div>
      ) : (
        <Form
          form={form}
          className="flex flex-col gap-4 rounded-xl bg-white p-4 md:p-6"
          onSubmit={async (values) => {
            try {
              const res = await insert.mutateAsync({ product: product.name, ...values });
              if (res.status !== 'success') throw new FormRefusal(res.message);
            } catch (err) {
              // A guest is asked to sign in below, not told of a failure.
              if (!(err instanceof ApiError && err.status === 401)) throw err;
            }
          }}
        >
          <StarPicker
            value={Number(form.watch('rating'))}
            onChange={(n) => form.setValue('rating', n, { shouldValidate: form.formState.isSubmitted })}
            error={form.formState.errors.rating?.message}
          />
          <FormText label="Title" name="title" maxLength={120} />
          <FormTextArea label="Your review" name="message" maxLength={2000} rows={6} />
          {needsSignIn ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <span>Please sign in to write a review</span>
              <Link to="/login" className={buttonClass('primary', 'sm')}>
                <LogIn aria-hidden="true" className="size-4" /> Sign in
              </Link>
            </div>
          ) : (
            <FormSummary />
          )}
          <SubmitButton size="lg" busy="Sending…" className="self-start">
            Submit review
          </SubmitButton>
        </Form>
      )}
    </div>
  );
}
