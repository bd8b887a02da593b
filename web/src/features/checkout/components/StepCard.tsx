import { Check } from 'lucide-react';
import type { ReactNode } from 'react';

/** One numbered checkout step: a titled card, ticked once its choice is made. */
export function StepCard({
  id,
  n,
  title,
  done,
  action,
  children,
}: {
  id: string;
  n: number;
  title: string;
  done: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-h`}
      tabIndex={-1}
      className="scroll-mt-20 rounded-2xl border border-line bg-white p-4 outline-none md:p-5"
    >
      <div className="mb-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${done ? 'bg-leaf text-white' : 'bg-stone-200 text-ink'}`}
        >
          {done ? <Check className="size-4" /> : n}
        </span>
        <h2 id={`${id}-h`} className="min-w-0 flex-1 text-base font-bold md:text-lg">
          {title}
          {done && <span className="sr-only"> (done)</span>}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Styles of a radio card: a native radio (keyboard arrows, screen readers) inside a bordered label. */
export const radioCard =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 transition hover:border-stone-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60';
export const radioInput = 'mt-1 size-4 shrink-0 accent-brand-600';

/** A step's radio cards as one group; its name is for screen readers, the step's title says it on screen. */
export function StepChoices({ legend, className, children }: { legend: string; className: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}
