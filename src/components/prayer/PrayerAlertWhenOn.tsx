import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { lazyOrNothing } from '../../lib/lazyOrNothing.ts';
import { $alertsOn } from './alert.ts';
import type { AlertProps } from './PrayerAlert.tsx';

const PrayerAlert = lazyOrNothing(() => import('./PrayerAlert.tsx'), 'the prayer alert');

/**
 * The alert where home and /4 would raise it, loaded only for a subscriber who turned alerts on
 * (they are off by default): for the others, neither its code nor its clock by the second runs.
 * Turned on from the switch, it loads then, on the same page.
 */
export default function PrayerAlertWhenOn(props: AlertProps) {
  const on = useStore($alertsOn);
  return on ? (
    <Suspense fallback={null}>
      <PrayerAlert {...props} />
    </Suspense>
  ) : null;
}
