import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../../i18n/i18n';

describe('mileage with thousands separators (issue 13)', () => {
  it('shows the marketplace odometer, a text value, grouped', () => {
    expect(i18n.t('marketplace.card.odometer', { odometer: '76806' })).toBe('76,806 mi');
    expect(i18n.t('marketplace.card.odometer', { odometer: '11' })).toBe('11 mi');
  });
});
