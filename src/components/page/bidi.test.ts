import { describe, expect, it } from 'vitest';
import { ltrRuns } from './bidi.ts';
import ar from '../../i18n/ar.ts';

describe('ltrRuns', () => {
  it('isolates a Latin name with its parenthesis, and leaves the full stop to the Arabic', () => {
    expect(ltrRuns(ar.credits)).toEqual([
      { text: 'نص القرآن والترجمات: ', ltr: false },
      { text: 'quran-json (CC BY 4.0)', ltr: true },
      { text: '.', ltr: false },
    ]);
  });

  it('finds each run of a line', () => {
    expect(
      ltrRuns(ar.gazetteerCredit)
        .filter((p) => p.ltr)
        .map((p) => p.text),
    ).toEqual(['GeoNames', 'CC BY 4.0']);
  });

  it('leaves a text without Latin whole', () => {
    expect(ltrRuns('بسم الله')).toEqual([{ text: 'بسم الله', ltr: false }]);
  });
});
