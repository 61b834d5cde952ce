import { describe, expect, it } from 'vitest';
import { pickStrings } from '../../i18n/tables.ts';
import { QIBLA_WORD_KEYS, northWords, sunWords } from './qiblaWords.ts';

const fr = pickStrings('fr', QIBLA_WORD_KEYS);
const en = pickStrings('en', QIBLA_WORD_KEYS);
const ar = pickStrings('ar', QIBLA_WORD_KEYS);

describe('northWords', () => {
  it('sends Jakarta (295°) 65° to the left, in each language', () => {
    expect(northWords(295.1, 'en', en)).toBe('Face North, then turn 65° to the left.');
    expect(northWords(295.1, 'fr', fr)).toBe('Tournez-vous vers le Nord, puis de 65° vers la gauche.');
    expect(northWords(295.1, 'ar', ar)).toBe('اتجه إلى الشمال، ثم استدر ٦٥° نحو اليسار.');
  });

  it('sends Paris (119°) and New York (58°) to the right', () => {
    expect(northWords(119.2, 'en', en)).toBe('Face North, then turn 119° to the right.');
    expect(northWords(58.5, 'fr', fr)).toBe('Tournez-vous vers le Nord, puis de 59° vers la droite.');
    expect(northWords(119.2, 'ar', ar)).toBe('اتجه إلى الشمال، ثم استدر ١١٩° نحو اليمين.');
  });

  it('says "straight ahead" where there is no turn worth making', () => {
    expect(northWords(358, 'en', en)).toBe(en.qiblaNorthAhead);
  });
});

describe('sunWords', () => {
  it('turns from the sun the short way round, in the locale’s digits', () => {
    expect(sunWords({ kind: 'turn', sun: 200, degrees: 93, side: 'right' }, 'ar', ar)).toBe(
      'في هذه الساعة الشمس على ٢٠٠°: اتجه إلى الشمس، ثم استدر ٩٣° نحو اليمين.',
    );
    expect(sunWords({ kind: 'turn', sun: 180, degrees: 61, side: 'left' }, 'en', en)).toBe(
      'At this hour the sun is at 180°: face the sun, then turn 61° to the left.',
    );
    expect(sunWords({ kind: 'down' }, 'fr', fr)).toBe(fr.qiblaSunDown);
  });
});
