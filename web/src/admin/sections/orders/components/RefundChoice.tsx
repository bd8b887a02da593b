/** Where money goes back: the card (or whatever paid) or the customer's wallet. */
export function RefundChoice({
  name,
  value,
  onChange,
  disabled,
}: {
  name: string;
  value: 'original' | 'wallet';
  onChange: (v: 'original' | 'wallet') => void;
  disabled?: boolean;
}) {
  const options = [
    { v: 'original' as const, label: 'To the card', hint: 'Back the way it was paid (wallet money returns to the wallet).' },
    { v: 'wallet' as const, label: 'To the wallet', hint: 'All of it as wallet credit, available at once.' },
  ];
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Refund</legend>
      {options.map((o) => (
        <label
          key={o.v}
          className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-2 text-sm has-checked:border-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={o.v}
            checked={value === o.v}
            onChange={() => onChange(o.v)}
            className="mt-0.5 accent-brand-600"
          />
          <span>
            <span className="font-medium">{o.label}</span>
            <span className="block text-xs text-muted">{o.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
