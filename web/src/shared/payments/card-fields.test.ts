import { describe, expect, it } from 'vitest';
import { cardPayload, cardProblems, expiryProblem, formatCardNumber, formatExpiry, luhnValid } from './card-fields';

const NOW = new Date(2026, 10, 21);

describe('test sheet card fields', () => {
  it('formats the number in groups and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/3')).toBe('12/3');
  });

  it('accepts every test card (they pass the Luhn check)', () => {
    for (const n of ['4242424242424242', '4000002760003184', '4000008400001629', '4000000000000002']) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('gives one message per field', () => {
    expect(cardProblems({ number: '', expiry: '', cvc: '', postcode: '' }, NOW)).toEqual({
      number: 'Enter your card number',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the security code (CVV)',
      postcode: 'Enter the postcode',
    });
    expect(cardProblems({ number: '4242 4242', expiry: '13/30', cvc: '12', postcode: 'E1 6AN' }, NOW)).toEqual({
      number: 'Your card number is incomplete',
      expiry: 'Enter a month from 01 to 12',
      cvc: 'Enter the 3-digit security code',
    });
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123', postcode: 'E1 6AN' }, NOW).number).toBe(
      'Your card number is invalid',
    );
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postcode: 'E1 6AN' }, NOW)).toEqual({});
    expect(cardProblems({ number: '3782 822463 10005', expiry: '12/30', cvc: '123', postcode: 'E1' }, NOW).cvc).toBe(
      'Enter the 4-digit security code',
    );
  });

  it('refuses expired cards but accepts this month', () => {
    expect(expiryProblem('10/26', NOW)).toBe('This card has expired');
    expect(expiryProblem('11/26', NOW)).toBeNull();
    expect(expiryProblem('1/26', NOW)).toBe('Enter the expiry as MM/YY');
  });

  it('sends digits only', () => {
    expect(cardPayload({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: ' 123 ', postcode: 'e1 6an ' })).toEqual({
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      postal_code: 'E1 6AN',
    });
  });
});
