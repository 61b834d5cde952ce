import { useEffect, useState } from 'react';
import type { ChromeStrings } from '../../i18n/index.ts';
import { $unreachable } from '../../stores/subscription.ts';
import { useStore } from '@nanostores/react';

/** A calm line instead of an error: offline, or the subscription check got no answer. */
export default function ConnectionNote({ t }: { t: ChromeStrings }) {
  const unreachable = useStore($unreachable, { ssr: 'initial' });
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (!unreachable && !offline) return null;
  return (
    <p className="connection-note" role="note">
      {t.noConnection}
    </p>
  );
}
