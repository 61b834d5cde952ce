import { lazyOrNothing } from '../../lib/lazyOrNothing.ts';

/** Speed and "Resume at", loaded after the player shows: nothing needs them at startup. */
const PlaybackExtras = lazyOrNothing(() => import('./PlaybackExtras.tsx'), 'speed and resume');
export default PlaybackExtras;
