import { createPortal } from 'react-dom';
import PlayButton from './PlayButton.tsx';
import { player } from './player/service.ts';
import { useNowPlaying } from './player/useTrack.ts';
// The bar's rules ride with the bar: it is mounted on pages that have no player (home, lists), whose
// inlined styles never held them. They are rendered inside the bar, in the layout's persisted
// element: a <style> hoisted into the head would be dropped by the next page swap, which replaces
// the head with the new page's (and React would not put it back). The CSP allows <style>.
import barCss from './player.css?inline';

interface Labels {
  play: string;
  pause: string;
  closePlayer: string;
  playerBar: string;
}

/**
 * What still plays after its page was left, a view of the media service: its title (a link back
 * to that page), play/pause, close. The chrome loads it the first time audio plays on after its
 * page, and it renders into the layout's persisted element, which carries its labels.
 */
export default function NowPlayingBar() {
  const now = useNowPlaying();
  const host = document.getElementById('now-playing');
  if (!now?.inBar || !host) return null;
  const labels = JSON.parse(host.dataset.labels ?? '{}') as Labels;
  return createPortal(
    <section className="now-playing" aria-label={labels.playerBar}>
      <style>{barCss}</style>
      <PlayButton
        playing={now.playing}
        onToggle={() => player.toggle()}
        labels={labels}
        subject={now.title}
        size="small"
      />
      <a className="now-playing-title" href={now.href}>
        {now.title}
      </a>
      <button
        type="button"
        className="icon-button now-playing-close"
        aria-label={labels.closePlayer}
        onClick={() => player.close()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </section>,
    host,
  );
}
