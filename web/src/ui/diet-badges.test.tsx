import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DietBadges, dietsOf } from './diet-badges';

describe('diet badges', () => {
  it('shows halal, vegetarian and vegan from certifications; vegan alone when both', () => {
    expect(dietsOf(['halal', 'organic'])).toEqual(['halal']);
    expect(dietsOf(['vegetarian', 'vegan'])).toEqual(['vegan']);
    expect(dietsOf(['Vegetarian'])).toEqual(['vegetarian']);
    expect(dietsOf(['free-range'])).toEqual([]);
  });
  it('is a labelled list, or nothing', () => {
    const { container, rerender } = render(<DietBadges certifications={['halal', 'vegetarian']} />);
    expect(screen.getByRole('list', { name: 'Diet' }).textContent).toBe('HalalVegetarian');
    rerender(<DietBadges certifications={['organic']} />);
    expect(container.innerHTML).toBe('');
  });
});
