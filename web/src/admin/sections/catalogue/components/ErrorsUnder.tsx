import { useFormState } from 'react-hook-form';
import { at } from '../../../../shared/forms/contract-form';

/** Every message in a react-hook-form error tree (a list's own error and those of its rows). */
function messagesOf(node: unknown): string[] {
  if (node === null || typeof node !== 'object') return [];
  const { message, ref: _ref, type: _type, types: _types, ...inner } = node as Record<string, unknown>;
  return [...(typeof message === 'string' && message ? [message] : []), ...Object.values(inner).flatMap(messagesOf)];
}

/**
 * The form's errors at `name` and below, listed once each: for a list of rows whose inputs are
 * labelled by the table (options, the stock grid) rather than by a field of their own.
 */
export function ErrorsUnder({ name, only }: { name: string; /** Only the error of `name` itself, not of its rows. */ only?: boolean }) {
  const { errors } = useFormState({ name });
  const node = at<Record<string, unknown>>(errors, name);
  const list = only
    ? [node?.message, at<string>(node, 'root.message')].filter((m): m is string => typeof m === 'string')
    : messagesOf(node);
  const messages = [...new Set(list)];
  if (!messages.length) return null;
  return (
    <div role="alert" className="mb-2 text-sm font-medium text-red-700">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
