import { describe, it, expect } from '@jest/globals';
import { textFault } from '@dtn/contracts/storable-text';
import { describeAmounts, texts, usd, vehicleName } from './texts';

describe('notification texts', () => {
  it('formats amounts as US dollars and names the vehicle', () => {
    expect(usd(23500)).toBe('$23,500.00');
    expect(usd(0.5)).toBe('$0.50');
    expect(vehicleName(2021, 'Toyota', 'Camry')).toBe('2021 Toyota Camry');
  });

  it('mentions transport only when there is some', () => {
    expect(describeAmounts({ offerAmount: 23500, transportOfferAmount: null, total: 23500 })).toBe('$23,500.00');
    expect(describeAmounts({ offerAmount: 23500, transportOfferAmount: 0, total: 23500 })).toBe('$23,500.00');
    expect(describeAmounts({ offerAmount: 23500, transportOfferAmount: 450, total: 23950 })).toBe(
      '$23,500.00 plus $450.00 transport ($23,950.00 in total)',
    );
    expect(describeAmounts({ offerAmount: null, transportOfferAmount: null, total: null })).toBeNull();
  });

  it('leaves amounts out of an offer that was never submitted, and shortens long replies', () => {
    expect(texts.offerLost('2021 Toyota Camry', { offerAmount: null, transportOfferAmount: null, total: null }).longBody).toBe(
      'Your offer on the 2021 Toyota Camry was not accepted: the vehicle was sold to another buyer.',
    );
    expect(texts.newReply('2021 Toyota Camry', 'x'.repeat(500)).longBody).toHaveLength(280);
    // Never half an emoji: the cut falls before a surrogate pair, not inside it.
    const emojis = texts.newReply('2021 Toyota Camry', '😀'.repeat(300)).longBody;
    expect(textFault(emojis)).toBeNull();
    expect(emojis).toBe(`${'😀'.repeat(139)}…`);
  });
});
