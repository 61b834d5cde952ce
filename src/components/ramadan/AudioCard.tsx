import AudioPlayer, { type AudioLabels } from '../media/AudioPlayer.tsx';
import type { AudioItem } from './ramadanStore.ts';

/** One Ramadan audio: its name and a play/pause control. */
export default function AudioCard({ item, t }: { item: AudioItem; t: AudioLabels }) {
  return (
    <div className="media-row">
      <span className="media-row-name">{item.name}</span>
      <AudioPlayer src={item.link} title={item.name} labels={t} section="ramadan" size="small" />
    </div>
  );
}
