import { describe, expect, test } from 'vitest';
import { clockIn, countdownText, todayKeyIn } from './placeClock.ts';
import { rowClock, zoneLabel } from './zoned.ts';

// 1 March 2026, 23:30 in Paris: already the 2nd in Jakarta, still the 1st in New York.
const LATE_IN_PARIS = Date.parse('2026-03-01T22:30:00Z');

describe('the place clock', () => {
  test("today is the place's today, whatever the phone's zone", () => {
    expect(todayKeyIn('Europe/Paris', LATE_IN_PARIS)).toBe('01-03-2026');
    expect(todayKeyIn('Asia/Jakarta', LATE_IN_PARIS)).toBe('02-03-2026');
    expect(todayKeyIn('America/New_York', LATE_IN_PARIS)).toBe('01-03-2026');
  });

  test('an unknown zone falls back to the phone calendar instead of throwing', () => {
    expect(todayKeyIn('Mars/Olympus', LATE_IN_PARIS)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  test("a time is read on the place's clock, with Arabic-Indic digits on Arabic pages", () => {
    // Makkah's Isha at 19:07 is 17:07 in Paris: the page shows Makkah's clock for Makkah's times.
    const isha = Date.parse('2026-03-01T16:07:00Z');
    expect(clockIn('fr', isha, 'Asia/Riyadh')).toBe('19:07');
    expect(clockIn('fr', isha, 'Europe/Paris')).toBe('17:07');
    expect(clockIn('ar', isha, 'Asia/Riyadh')).toBe('١٩:٠٧');
  });

  test('a row without its instant, or without a known zone, shows the time as answered', () => {
    const row = { heading: 'h', name: 'n', time: '05:10' };
    expect(rowClock('en', row, 'Asia/Jakarta')).toBe('05:10');
    expect(rowClock('en', { ...row, timestamp: '2026-03-01T02:00:00Z' }, null)).toBe('05:10');
    expect(rowClock('en', { ...row, timestamp: '2026-03-01T02:00:00Z' }, 'Asia/Jakarta')).toBe('09:00');
  });

  test('the countdown counts hours, minutes and seconds, never below zero', () => {
    expect(countdownText('en', 3_723_000)).toBe('01:02:03');
    expect(countdownText('en', 400)).toBe('00:00:01');
    expect(countdownText('en', -5000)).toBe('00:00:00');
    expect(countdownText('ar', 3_723_000)).toBe('٠١:٠٢:٠٣');
  });

  test('a zone is named with its offset at that moment (summer time included)', () => {
    expect(zoneLabel('Europe/Paris', Date.parse('2026-01-15T12:00:00Z'))).toBe('Europe/Paris (GMT+1)');
    expect(zoneLabel('Europe/Oslo', Date.parse('2026-06-21T12:00:00Z'))).toBe('Europe/Oslo (GMT+2)');
  });
});
