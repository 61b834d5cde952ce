import { describe, expect, it } from 'vitest';
import { ramadanNights } from './ramadanPlan.ts';

const noon = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 12);

describe('a juz a night', () => {
  // 1 Ramadan 1448 is 8 February 2027 in Umm al-Qura, and the month has 29 days.
  const ramadan1448 = { first: noon(2027, 2, 8), last: noon(2027, 3, 8), nights: 29 };

  it('is offered through Ramadan and the month before it', () => {
    expect(ramadanNights(noon(2027, 1, 9))).toEqual(ramadan1448);
    expect(ramadanNights(noon(2027, 2, 20))).toEqual(ramadan1448);
    expect(ramadanNights(noon(2027, 3, 8))).toEqual(ramadan1448);
  });

  it('is not offered longer before, nor after the month', () => {
    expect(ramadanNights(noon(2027, 1, 8))).toBeNull();
    expect(ramadanNights(noon(2027, 3, 9))).toBeNull();
    expect(ramadanNights(noon(2026, 12, 1))).toBeNull();
  });
});
