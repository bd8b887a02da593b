import { ZPasswordPolicy } from '@larder/contract/customers';
import { z } from 'zod';
import { EMAIL_WORDS, type FieldWords } from '../../shared/forms';

/** The account forms' words for the contract's refusals (the rules are the contract's: customers.ts). */
export const WORDS = {
  first_name: { required: 'Please enter your first name', too_big: 'Your first name can be at most 60 characters' },
  last_name: { too_big: 'Your last name can be at most 60 characters' },
  email: EMAIL_WORDS,
  phone: { required: 'Please enter your phone number', invalid: 'Please enter a phone number of 10 to 15 digits' },
  password: { required: 'Please enter a password' },
} satisfies Record<string, FieldWords>;

/** A new password by the contract's policy, typed twice. */
export const ZNewPasswordPair = z
  .object({ new_password: ZPasswordPolicy, confirm: z.string() })
  .refine((v) => v.confirm === v.new_password, { path: ['confirm'], error: 'The passwords do not match' });
