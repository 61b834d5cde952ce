import { useEffect } from 'react';
import { startClientRouter } from '../lib/clientRouter.ts';

/**
 * What starts once the page has painted (it is part of the layout's `client:late` island):
 * client-side navigation, and anything else that must not compete with the first paint. Start
 * such a thing here, or give it its own `client:late` island.
 */
export default function LateStart() {
  useEffect(startClientRouter, []);
  return null;
}
