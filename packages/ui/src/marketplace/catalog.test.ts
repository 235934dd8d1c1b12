import { describe, expect, it } from 'vitest';
import { cardName, shownCategory } from './catalog';

describe('marketplace card rules', () => {
  it('cuts a name at 30 characters with an ellipsis', () => {
    expect(cardName('Organic Ashwagandha Root Capsules 60 count')).toBe('Organic Ashwagandha Root Capsu...');
    expect(cardName('Cork Yoga Block')).toBe('Cork Yoga Block');
    expect(cardName('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('shows the second category when there is one, else the first', () => {
    expect(shownCategory([{ name: 'All Products' }, { name: 'Aromatherapy' }])).toBe('Aromatherapy');
    expect(shownCategory([{ name: 'Wellness Services' }])).toBe('Wellness Services');
    expect(shownCategory([])).toBe('');
  });
});
