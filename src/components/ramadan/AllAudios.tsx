import type { StringsOf } from '../../i18n/index.ts';
import AudioCard from './AudioCard.tsx';
import { AUDIO_LABEL_KEYS } from '../media/AudioPlayer.tsx';
import CategoryPage, { CATEGORY_PAGE_KEYS } from './CategoryPage.tsx';
import type { RamadanJson } from './ramadanStore.ts';
import { useRamadanCategory } from './useRamadanCategory.ts';

/** The strings the page uses: only these ride in its island's props. */
export const AUDIO_PAGE_KEYS = [...CATEGORY_PAGE_KEYS, ...AUDIO_LABEL_KEYS] as const;

/** The audios' see-all page (seeAllPath('audio', index)): every audio of one Ramadan category (no video code, so no hls.js). */
export default function AllAudios({ t, initial }: { t: StringsOf<typeof AUDIO_PAGE_KEYS>; initial?: RamadanJson }) {
  return (
    <CategoryPage
      {...useRamadanCategory(initial)}
      t={t}
      pick={(json) => json.audio}
      render={(item) => <AudioCard item={item} t={t} />}
    />
  );
}
