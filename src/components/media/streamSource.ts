/** A media URL attached to an element, natively or through hls.js; destroy() detaches it. */
export interface AttachedSource {
  destroy(): void;
}

export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url);
}

/**
 * hls.js plays HLS wherever Media Source Extensions exist (desktop and Android browsers, Chromium
 * included, even now that it claims native HLS): one player, with our error recovery. The native
 * player is left to phones without MSE (iPhone Safari), which play HLS themselves.
 */
export function needsHlsJs(url: string, hasMediaSource: boolean): boolean {
  return isHlsUrl(url) && hasMediaSource;
}

/** Fatal errors hls.js is told to recover from before the stream counts as failed. */
const MAX_RECOVERIES = 3;

/**
 * Gives `el` the stream at `url`. hls.js (light build) is imported here and only here, on first
 * use, so no page pays for it until something HLS is played. onFatal fires once the stream is
 * beyond recovery (also when hls.js itself cannot be loaded).
 */
export async function attachSource(el: HTMLMediaElement, url: string, onFatal: () => void): Promise<AttachedSource> {
  if (!needsHlsJs(url, typeof MediaSource !== 'undefined')) {
    el.src = url;
    return { destroy: () => el.removeAttribute('src') };
  }
  let Hls: typeof import('hls.js/light').default;
  try {
    Hls = (await import('hls.js/light')).default;
  } catch (error) {
    console.warn('[media] hls.js could not be loaded', error);
    onFatal();
    return { destroy() {} };
  }
  if (!Hls.isSupported()) {
    el.src = url; // let the element report its own error
    return { destroy: () => el.removeAttribute('src') };
  }
  const hls = new Hls({ lowLatencyMode: false, backBufferLength: 30 });
  let recoveries = 0;
  hls.on(Hls.Events.FRAG_BUFFERED, () => {
    recoveries = 0; // healthy again: later hiccups get their own retries
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    const manifest = /^(manifest|levelEmpty)/i.test(data.details);
    if (recoveries < MAX_RECOVERIES && !manifest) {
      recoveries += 1;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
      if (data.type === Hls.ErrorTypes.NETWORK_ERROR) return hls.startLoad();
    }
    console.warn('[media] stream failed', data.details);
    hls.destroy();
    onFatal();
  });
  hls.loadSource(url);
  hls.attachMedia(el);
  return { destroy: () => hls.destroy() };
}
