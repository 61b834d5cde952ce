import type { Strings } from '../../i18n/index.ts';
import AudioCard from './AudioCard.tsx';
import CategoryPage from './CategoryPage.tsx';
import type { RamadanJson } from './ramadanStore.ts';
import { useRamadanCategory } from './useRamadanCategory.ts';

/** The audios' see-all page (seeAllPath('audio', index)): every audio of one Ramadan category (no video code, so no hls.js). */
export default function AllAudios({ t, initial }: { t: Strings; initial?: RamadanJson }) {
  return (
    <CategoryPage
      {...useRamadanCategory(initial)}
      t={t}
      pick={(json) => json.audio}
      render={(item) => <AudioCard item={item} t={t} />}
    />
  );
}
