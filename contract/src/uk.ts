/** UK formats the shop checks on every route: postcodes and phone numbers. */
import { zText } from './wire';

/** A full postcode ("E1 6AN"), a sector ("E1 6") or an outward code ("E1"), in any case and spacing. */
const POSTCODE_RE = /^[A-Z]{1,2}[0-9][A-Z0-9]?(\s*[0-9]([A-Z]{2})?)?$/i;
/** Only a full postcode ("E1 6AN", "e16an"): what a delivery address needs. */
const FULL_POSTCODE_RE = /^[A-Z]{1,2}[0-9][A-Z0-9]?\s*[0-9][A-Z]{2}$/i;

/** Any postcode a shopper may type to ask whether the shop delivers: an outward code or sector too. */
export const zPostcode = (label = 'zipcode') =>
  zText({ min: 2, max: 10, label }).refine((v) => POSTCODE_RE.test(v.trim()), { error: `${label} must be a UK postcode such as E1 6AN` });

/** The postcode of an address: the full one, so the order reaches the door. */
export const zFullPostcode = (label = 'zipcode') =>
  zText({ min: 2, max: 10, label }).refine((v) => FULL_POSTCODE_RE.test(v.trim()), {
    error: `${label} must be a full UK postcode such as E1 6AN`,
  });

/** UK-style phone numbers: digits with optional +, spaces, dashes and brackets; 10–15 digits. */
export const zPhone = (label = 'phone') =>
  zText({ min: 1, max: 24, label }).refine(
    (v) => /^\+?[0-9 ()-]+$/.test(v) && v.replace(/\D/g, '').length >= 10 && v.replace(/\D/g, '').length <= 15,
    { error: `${label} must be a phone number of 10 to 15 digits` },
  );
