/**
 * The console's words for the contract's refusals of its common fields (decision 027): the rule is
 * the contract's, the words are the team's, not the wire's ("title is required").
 */
import type { FieldWords } from '../../shared/forms';

/** A text that must be given: "Please enter a title"; past `max`, "Keep the title to 140 characters". */
export function textWords(what: string, max?: number): FieldWords {
  return { required: `Please enter ${what}`, ...(max ? { too_big: `Keep ${what.replace(/^(a|an) /, 'the ')} to ${max} characters` } : {}) };
}

/** A page's address in the shop (a slug: `about-us`). */
export const SLUG_WORDS: FieldWords = {
  required: 'Please enter the address, e.g. about-us',
  invalid_format: 'Use lower-case letters, digits and single hyphens, e.g. about-us',
};

/** A link to a page of the shop (`/c/meat`). */
export const LINK_WORDS: FieldWords = {
  required: 'Please enter the page it opens, e.g. /c/meat',
  invalid: 'Enter a page of the shop starting with /, such as /c/meat',
};

/** A picture: a /media/… path or an https address. */
export const PICTURE_WORDS: FieldWords = { invalid: 'Use a /media/… path or an https:// address' };
