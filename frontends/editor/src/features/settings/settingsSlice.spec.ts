import { describe, expect, it } from '@jest/globals';
import { clientDefaultSettings } from '@app/contracts/settings';
import { settingsSlice } from './settingsSlice';

const { settingsChanged } = settingsSlice.actions;

describe('settingsChanged', () => {
  it('moving to Belgium takes the structured reference; a chosen RF reference stays', () => {
    const dutch = { ...clientDefaultSettings(), country: 'NL' as const };
    const moved = settingsSlice.reducer(dutch, settingsChanged({ country: 'BE' }));
    expect(moved.paymentReferenceKind).toBe('structured');
    const chosen = settingsSlice.reducer(
      { ...dutch, paymentReferenceKind: 'creditor' },
      settingsChanged({ country: 'BE' }),
    );
    expect(chosen.paymentReferenceKind).toBe('creditor');
  });

  it('a country without a small-business scheme means standard VAT', () => {
    const kor = {
      ...clientDefaultSettings(),
      country: 'NL' as const,
      vatRegime: 'small_business' as const,
    };
    expect(settingsSlice.reducer(kor, settingsChanged({ country: 'DE' })).vatRegime).toBe(
      'standard',
    );
  });
});
