import { useEffect, useState } from 'react';
import AudioPlayer, { type AudioLabels } from '../media/AudioPlayer.tsx';
import PlayButton from '../media/PlayButton.tsx';
import { apiPost } from '../../lib/api.ts';
import { isQuranData } from '../../lib/validate.ts';
import type { Locale } from '../../i18n/index.ts';

interface Props {
  surah: number;
  title: string;
  locale: Locale;
  labels: AudioLabels & { audioLoading: string; playbackSpeed: string; resumeAt: string };
}

type State = { status: 'pending' } | { status: 'done'; src: string | null };

/**
 * The surah's recitation. Only the audio URL comes from quranData (the verses are in the page's
 * HTML): until it answers the control is disabled, and a failed, malformed or slow answer
 * leaves it disabled for good.
 */
export default function SurahAudio({ surah, title, locale, labels }: Props) {
  const [state, setState] = useState<State>({ status: 'pending' });

  useEffect(() => {
    let live = true;
    // The chrome sets this too, but this island may hydrate first.
    apiPost('quranData', { surah }, isQuranData)
      .then((r) => live && setState({ status: 'done', src: r.ok ? r.data.audio : null }))
      .catch(() => live && setState({ status: 'done', src: null }));
    return () => {
      live = false;
    };
  }, [surah, locale]);

  return (
    <div className="surah-audio">
      {state.status === 'pending' ? (
        <div className="audio-player">
          <PlayButton playing={false} onToggle={() => {}} labels={labels} subject={title} disabled />
          <span className="media-note">{labels.audioLoading}</span>
        </div>
      ) : (
        <AudioPlayer src={state.src} title={title} labels={labels} section="quran" extras={labels} />
      )}
    </div>
  );
}
