import { afterEach, describe, expect, test } from 'vitest';
import { memoryStore, useBackend as setBackend } from '../../lib/storage.ts';
import { WAKE_AFTER_MS } from '../../lib/prayerWake.ts';
import {
  $alertsOn,
  ALERT_WINDOW_MS,
  alertsEnabled,
  comingPrayer,
  duePrayer,
  lastAlerted,
  markAlerted,
  setAlertsEnabled,
} from './alert.ts';
import type { Timings } from './dateNav.ts';

const row = (id: string, timestamp: string) => ({ id, heading: id, name: id, time: '00:00', timestamp });
const day: Timings = {
  '01-03-2026': [
    row('fajr', '2026-03-01T04:00:00Z'),
    row('sunrise', '2026-03-01T05:30:00Z'),
    row('dhuhr', '2026-03-01T11:00:00Z'),
  ],
  '02-03-2026': [row('fajr', '2026-03-02T04:00:00Z')],
};
const at = (iso: string) => Date.parse(iso);

afterEach(() => setBackend(null));

describe('the alert at prayer time', () => {
  test('a prayer is due from its time until the window closes', () => {
    expect(duePrayer(day, at('2026-03-01T10:59:59Z'), 0)).toBeNull();
    expect(duePrayer(day, at('2026-03-01T11:00:00Z'), 0)).toEqual({ name: 'dhuhr', at: at('2026-03-01T11:00:00Z') });
    expect(duePrayer(day, at('2026-03-01T11:00:00Z') + ALERT_WINDOW_MS, 0)).toBeNull();
  });

  test('the chrome wakes the alert for as long as a prayer may still be due', () => {
    expect(WAKE_AFTER_MS).toBe(ALERT_WINDOW_MS);
  });

  test('once alerted, not again', () => {
    expect(duePrayer(day, at('2026-03-01T11:01:00Z'), at('2026-03-01T11:00:00Z'))).toBeNull();
  });

  test('sunrise ends Fajr: no alert for it', () => {
    expect(duePrayer(day, at('2026-03-01T05:31:00Z'), 0)).toBeNull();
  });

  test('the countdown aims at the next prayer, tomorrow after the last one', () => {
    expect(comingPrayer(day, at('2026-03-01T04:30:00Z'))?.name).toBe('dhuhr');
    expect(comingPrayer(day, at('2026-03-01T12:00:00Z'))).toEqual({ name: 'fajr', at: at('2026-03-02T04:00:00Z') });
    expect(comingPrayer(day, at('2026-03-03T00:00:00Z'))).toBeNull();
  });

  test('alerts are off by default; a choice, stored before or now, and the last alert are remembered', () => {
    setBackend(memoryStore());
    expect(alertsEnabled()).toBe(false);
    setAlertsEnabled(true);
    expect(alertsEnabled()).toBe(true);
    setAlertsEnabled(false);
    expect(alertsEnabled()).toBe(false);
    // A subscriber who turned them on under the old default keeps them on.
    const before = memoryStore();
    before.setItem('prayerAlerts', 'true');
    setBackend(before);
    expect(alertsEnabled()).toBe(true);
    expect(lastAlerted()).toBe(0);
    markAlerted(42);
    expect(lastAlerted()).toBe(42);
  });

  test('the islands that load the alert only while it is on hear the stored choice and every change', () => {
    const stored = memoryStore();
    stored.setItem('prayerAlerts', 'true');
    setBackend(stored);
    const heard: boolean[] = [];
    const stop = $alertsOn.subscribe((on) => heard.push(on));
    setAlertsEnabled(false);
    setAlertsEnabled(true);
    stop();
    expect(heard).toEqual([true, false, true]);
  });
});
