import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/afterPaint.ts';

/** `client:late`: hydrates the island once the page has painted and loaded. */
const late: ClientDirective = (load) => {
  afterFirstPaint(() => void load().then((hydrate) => hydrate()));
};
export default late;
