import { useCallback, useEffect, useRef, useState } from 'react';
import { compassHeading, type OrientationReading } from './qibla.ts';

/** iOS Safari's DeviceOrientationEvent, whose readings wait for a permission asked after a tap. */
type WithPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

export interface Compass {
  /** Where the top of the phone points, degrees from North; null while no compass can be read. */
  heading: number | null;
  /** The browser asks the subscriber's leave (iOS): the compass starts from a tap (enable). */
  needsTap: boolean;
  enable: () => void;
}

/** Listens for the phone's absolute orientation; asks iOS's permission only when enable() is tapped. */
export function useCompass(): Compass {
  const [heading, setHeading] = useState<number | null>(null);
  const [needsTap, setNeedsTap] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  const listen = useCallback(() => {
    stop.current?.();
    // Chromium's absolute event reads from North; iOS's plain one carries webkitCompassHeading.
    const type = 'ondeviceorientationabsolute' in window ? 'deviceorientationabsolute' : 'deviceorientation';
    const onEvent = (event: Event) => {
      const next = compassHeading(event as unknown as OrientationReading, screen.orientation?.angle ?? 0);
      // A phone without the sensor fires one event with empty angles: it changes nothing. Whole
      // degrees, so the arrow does not re-render for a sensor's noise.
      if (next === null) return;
      setHeading(Math.round(next) % 360);
      setNeedsTap(false);
    };
    window.addEventListener(type, onEvent);
    stop.current = () => window.removeEventListener(type, onEvent);
  }, []);

  useEffect(() => {
    const Orientation = window.DeviceOrientationEvent as (typeof DeviceOrientationEvent & WithPermission) | undefined;
    if (!Orientation) return;
    // Listening costs nothing where readings wait for the permission (iOS, and Chromium offers the
    // same method): they start once it is granted, and the permission is asked only on a tap.
    listen();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- what the phone offers, after hydration
    if (typeof Orientation.requestPermission === 'function') setNeedsTap(true);
    return () => stop.current?.();
  }, [listen]);

  const enable = useCallback(() => {
    const Orientation = window.DeviceOrientationEvent as typeof DeviceOrientationEvent & WithPermission;
    void Orientation.requestPermission?.().then(
      (answer) => {
        setNeedsTap(false);
        if (answer === 'granted') listen();
      },
      () => setNeedsTap(false),
    );
  }, [listen]);

  return { heading, needsTap, enable };
}
