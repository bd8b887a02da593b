import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillLines } from '../../../shared/checkout/BillLines';
import { WeighedCheckoutNote } from './WeighedCheckoutNote';

const promise = 'Weighed items are priced by their actual weight when we pick them. We never charge more than the estimate plus 10 %.';
const weighed = { max_total: 12.26, promise };

describe('WeighedCheckoutNote', () => {
  it('tells a card payer the promise, what the card is authorised for and when it is charged', () => {
    render(<WeighedCheckoutNote weighed={weighed} total={11.47} toPay={11.47} byCard />);
    const note = screen.getByTestId('weighed-note');
    expect(note).toHaveTextContent(promise);
    expect(note).toHaveTextContent('Your card is authorised for up to £12.26 and charged the weighed amount after picking.');
  });

  it('authorises the card for the most the order may cost less what the wallet pays now', () => {
    render(<WeighedCheckoutNote weighed={weighed} total={11.47} toPay={6.47} byCard />);
    expect(screen.getByTestId('weighed-card-hold')).toHaveTextContent('Your card is authorised for up to £7.26');
  });

  it('tells a wallet or cash payer the promise only', () => {
    render(<WeighedCheckoutNote weighed={weighed} total={11.47} toPay={0} byCard={false} />);
    expect(screen.getByTestId('weighed-note')).toHaveTextContent(promise);
    expect(screen.queryByText(/authorised/)).toBeNull();
  });
});

describe('BillLines', () => {
  const amounts = { subtotal: 7.98, discount: 0, shipping: 3.49, basketCharge: 0, tax: 0, total: 11.47 };

  it('labels the total as the page says', () => {
    render(<BillLines amounts={{ ...amounts, totalLabel: 'Estimated total' }} />);
    expect(screen.getByTestId('bill-total-label')).toHaveTextContent('Estimated total');
  });

  it('says Total by default', () => {
    render(<BillLines amounts={amounts} />);
    expect(screen.getByTestId('bill-total-label')).toHaveTextContent(/^Total$/);
  });
});
