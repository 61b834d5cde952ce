import type { Strings } from '../../i18n/index.ts';
import AudioPlayer from '../media/AudioPlayer.tsx';
import type { AudioItem } from './ramadanStore.ts';

/** One Ramadan audio: its name and a play/pause control. */
export default function AudioCard({ item, t }: { item: AudioItem; t: Strings }) {
  return (
    <div className="media-row">
      <span className="media-row-name">{item.name}</span>
      <AudioPlayer src={item.link} title={item.name} labels={t} section="ramadan" size="small" />
    </div>
  );
}
