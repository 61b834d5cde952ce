import { useCallback, useEffect, useRef, useState } from 'react';
import { compassHeading, type OrientationReading } from './qibla.ts';

/** iOS Safari's DeviceOrientationEvent, whose readings wait for a permission asked after a tap. */
type WithPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

/**
 * Whether the subscriber can be offered the compass, and how asking went: `none` where there is
 * nothing to ask (no sensor, or readings that come unasked), `ask` where the browser waits for a
 * tap, `asking` until the first reading, `denied` when refused, `failed` when the browser could not
 * ask or no reading came.
 */
export type CompassOffer = 'none' | 'ask' | 'asking' | 'denied' | 'failed';

export interface Compass {
  /** Where the top of the phone points, degrees from North; null while no compass can be read. */
  heading: number | null;
  offer: CompassOffer;
  enable: () => void;
}

/** A granted compass that has said nothing by then has no sensor to read. */
const FIRST_READING_MS = 3_000;

/** Listens for the phone's absolute orientation; asks iOS's permission only when enable() is tapped. */
export function useCompass(): Compass {
  const [heading, setHeading] = useState<number | null>(null);
  const [offer, setOffer] = useState<CompassOffer>('none');
  const stop = useRef<(() => void) | null>(null);
  const silent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const listen = useCallback(() => {
    stop.current?.();
    // Chromium's absolute event reads from North; iOS's plain one carries webkitCompassHeading.
    const type = 'ondeviceorientationabsolute' in window ? 'deviceorientationabsolute' : 'deviceorientation';
    const onEvent = (event: Event) => {
      const next = compassHeading(event as unknown as OrientationReading, screen.orientation?.angle ?? 0);
      // A phone without the sensor fires one event with empty angles: it changes nothing. Whole
      // degrees, so the arrow does not re-render for a sensor's noise.
      if (next === null) return;
      clearTimeout(silent.current);
      setHeading(Math.round(next) % 360);
      setOffer('none');
    };
    window.addEventListener(type, onEvent);
    stop.current = () => window.removeEventListener(type, onEvent);
  }, []);

  useEffect(() => {
    const Orientation = window.DeviceOrientationEvent as (typeof DeviceOrientationEvent & WithPermission) | undefined;
    if (!Orientation) return;
    // Listening costs nothing where readings wait for the permission: they start once it is granted.
    listen();
    // Chromium has requestPermission too, but its absolute readings come unasked, and a phone
    // without the sensor says so at once: a button there would only vanish when tapped. Only
    // iOS's readings wait for a tap.
    const waits = typeof Orientation.requestPermission === 'function' && !('ondeviceorientationabsolute' in window);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the phone offers, after hydration
    if (waits) setOffer('ask');
    return () => {
      stop.current?.();
      clearTimeout(silent.current);
    };
  }, [listen]);

  const enable = useCallback(() => {
    const Orientation = window.DeviceOrientationEvent as typeof DeviceOrientationEvent & WithPermission;
    setOffer('asking');
    let answer;
    try {
      // Asked within the tap itself: iOS refuses a request made after it.
      answer = Orientation.requestPermission?.();
    } catch {
      return setOffer('failed');
    }
    Promise.resolve(answer).then(
      (answer) => {
        if (answer !== 'granted') return setOffer('denied');
        listen();
        silent.current = setTimeout(() => setOffer((now) => (now === 'asking' ? 'failed' : now)), FIRST_READING_MS);
      },
      () => setOffer('failed'),
    );
  }, [listen]);

  return { heading, offer, enable };
}
