import { describe, expect, it } from 'vitest';
import { dateFormat, displayNames, numberFormat } from './intl.ts';

describe('Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const a = dateFormat('fr-FR', { day: 'numeric', timeZone: 'UTC' });
    expect(dateFormat('fr-FR', { day: 'numeric', timeZone: 'UTC' })).toBe(a);
    expect(dateFormat('en-GB', { day: 'numeric', timeZone: 'UTC' })).not.toBe(a);
    expect(dateFormat('fr-FR', { month: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(numberFormat('ar-EG').format(255)).toBe('٢٥٥');
    expect(displayNames('fr-FR', { type: 'region' }).of('SA')).toBe('Arabie saoudite');
  });

  it('throws for a zone the browser does not know, every time, and caches nothing', () => {
    expect(() => dateFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
