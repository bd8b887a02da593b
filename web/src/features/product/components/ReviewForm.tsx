import type { TProductDetails } from '@larder/contract/catalog';
import { CheckCircle2, LogIn, Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, assetUrl, errorText } from '../../../api/client';
import { Button, buttonClass } from '../../../ui/button';
import { useInsertReview } from '../api/insert-review';
import { TextAreaField, TextField, serverFieldErrors } from './form-fields';

type Field = 'rating' | 'title' | 'message';
type Errors = Partial<Record<Field, string>>;

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
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const productLink = `/pr/${product.route}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (rating < 1) found.rating = 'Please choose a rating from 1 to 5 stars';
    if (!title.trim()) found.title = 'Please give your review a title';
    if (!message.trim()) found.message = 'Please write your review';
    setErrors(found);
    if (Object.keys(found).length) return;
    insert.mutate(
      { product: product.name, rating, title: title.trim(), message: message.trim() },
      { onError: (err) => setErrors(serverFieldErrors(err, ['rating', 'title', 'message'])) },
    );
  }

  const needsSignIn = insert.error instanceof ApiError && insert.error.status === 401;
  const result = insert.data;

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-5 md:py-10">
      <div className="flex items-center gap-3">
        {product.product_thumb && (
          <img
            src={assetUrl(product.product_thumb)}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-xl bg-stone-100 object-cover"
          />
        )}
        <div className="min-w-0">
          <h1 className="text-xl font-extrabold md:text-2xl">Write a review</h1>
          <p className="text-sm text-muted">
            <Link to={productLink} className="hover:underline">
              {product.item}
            </Link>
          </p>
        </div>
      </div>

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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-white p-4 md:p-6">
          <StarPicker value={rating} onChange={setRating} error={errors.rating} />
          <TextField
            label="Title"
            name="title"
            maxLength={120}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title}
          />
          <TextAreaField
            label="Your review"
            name="message"
            maxLength={2000}
            rows={6}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={errors.message}
          />
          {needsSignIn ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <span>Please sign in to write a review</span>
              <Link to="/login" className={buttonClass('primary', 'sm')}>
                <LogIn aria-hidden="true" className="size-4" /> Sign in
              </Link>
            </div>
          ) : result?.status === 'failed' ? (
            <p role="alert" className="text-sm text-red-700">
              {result.message}
            </p>
          ) : (
            insert.isError &&
            !Object.keys(errors).length && (
              <p role="alert" className="text-sm text-red-700">
                {errorText(insert.error)}
              </p>
            )
          )}
          <Button type="submit" size="lg" disabled={insert.isPending} className="self-start">
            {insert.isPending ? 'Sending…' : 'Submit review'}
          </Button>
        </form>
      )}
    </div>
  );
}
