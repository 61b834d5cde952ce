import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import type { Locale } from '../../i18n/index.ts';
import { isGated } from '../../shared/routes.ts';
import { isSettled } from '../../lib/subscription.ts';
import { $subscription } from '../../stores/subscription.ts';

// Loaded only when someone who cannot read is on a gated page: subscribers never download it.
const GateScreen = lazy(() => import('../gate/GateScreen.tsx'));

/** Where a gated page's content would be, for a visitor known not to be a subscriber. */
export default function GateSlot({ route, locale }: { route: string; locale: Locale }) {
  const state = useStore($subscription);
  if (!isGated(route) || state.status === 'active' || !isSettled(state)) return null;
  return (
    <Suspense fallback={null}>
      <GateScreen key={route} locale={locale} route={route + location.search} />
    </Suspense>
  );
}
