/**
 * Building blocks for call schemas. Spec clients send JSON bodies, form bodies (every value a
 * string) and GET query strings, so numeric and flag fields accept their string spellings, and
 * object fields (`data`, `doc`) may arrive as JSON strings.
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money';

const INT_RE = /^-?\d+$/;
const NUM_RE = /^-?(\d+\.?\d*|\.\d+)$/;

function intFromString(v: unknown): unknown {
  if (typeof v === 'string' && INT_RE.test(v.trim())) return Number(v.trim());
  return v;
}

function numFromString(v: unknown): unknown {
  if (typeof v === 'string' && NUM_RE.test(v.trim())) return Number(v.trim());
  return v;
}

/** A whole number (also from "12"), with bounds and a readable message. */
export function zInt(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Value';
  let n = z.number({ error: `${label} must be a whole number` }).int({ error: `${label} must be a whole number` });
  if (opts.min !== undefined) n = n.min(opts.min, { error: `${label} must be at least ${opts.min}` });
  if (opts.max !== undefined) n = n.max(opts.max, { error: `${label} must be at most ${opts.max}` });
  return z.preprocess(intFromString, n);
}

/** A decimal number (also from "12.5"). */
export function zNumber(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Value';
  let n = z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`);
  if (opts.min !== undefined) n = n.refine((x) => x >= opts.min!, `${label} must be at least ${opts.min}`);
  if (opts.max !== undefined) n = n.refine((x) => x <= opts.max!, `${label} must be at most ${opts.max}`);
  return z.preprocess(numFromString, n);
}

/** A money amount in major units (pounds) with at most two decimals. */
export function zMoneyIn(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Amount';
  return zNumber(opts).refine(hasAtMostTwoDecimals, `${label} can have at most two decimals`);
}

/** 1/0, true/false, "1"/"0", "true"/"false" -> boolean. */
export function zFlag(label = 'Value') {
  return z.preprocess(
    (v) => {
      if (v === 1 || v === '1' || v === 'true' || v === true) return true;
      if (v === 0 || v === '0' || v === 'false' || v === false || v === '') return false;
      return v;
    },
    z.boolean({ error: `${label} must be 0 or 1` }),
  );
}

/** A trimmed string with length bounds. */
export function zText(opts: { min?: number; max?: number; label?: string } = {}) {
  const label = opts.label ?? 'Value';
  const max = opts.max ?? 1000;
  let s = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} is too long (at most ${max} characters)` });
  if (opts.min !== undefined && opts.min > 0)
    s = s.min(opts.min, { error: opts.min === 1 ? `${label} is required` : `${label} must be at least ${opts.min} characters` });
  return s;
}

/** A field that must be an object but may arrive as a JSON string (`data`, `doc`). */
export function zJsonObject<T extends z.ZodType>(schema: T, label = 'data') {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return { __invalid_json__: true };
      }
    },
    z
      .custom<unknown>((v) => typeof v === 'object' && v !== null && !('__invalid_json__' in v), {
        error: `${label} must be a JSON object`,
      })
      .pipe(schema),
  );
}

/** Paging as the spec sends it: page_no from 1, page_len within bounds. */
export function zPageNo() {
  return zInt({ min: 1, max: 10000, label: 'page_no' }).default(1);
}
export function zPageLen(max = 100, def = 15) {
  return zInt({ min: 1, max, label: 'page_len' }).default(def);
}

/** Identifier-like reference ("ITEM-00001", a route segment...). */
export function zRef(label = 'Reference', max = 140) {
  return zText({ min: 1, max, label });
}

/** Wire form of a 0/1 flag in responses (Frappe check fields are integers). */
export const ZBit = z.union([z.literal(0), z.literal(1)]);
export const ZMoneyOut = z.number();
