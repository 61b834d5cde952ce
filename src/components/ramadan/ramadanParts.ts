import type { AudioItem, Category, RamadanJson, VideoItem } from './ramadanStore.ts';

/**
 * The rows of /9 that one island shows. One island per row: hydrating every player of the page
 * at once is one long task on a cheap phone, a row at a time is a few short ones.
 */
export interface RowPart {
  /** Shows the video row: the first video category. */
  video: boolean;
  /** The audio categories from this index… */
  audioFrom: number;
  /** …to this one (excluded); none: every one after, including those the API adds. */
  audioTo?: number;
}

/** What one island shows; an audio row keeps its category's index, which its see-all link names. */
export interface RowsView {
  video: Category<VideoItem> | null;
  audio: { index: number; category: Category<AudioItem> }[];
}

export function viewOf(json: RamadanJson, part: RowPart): RowsView {
  return {
    video: part.video ? (json.video[0] ?? null) : null,
    audio: json.audio
      .slice(part.audioFrom, part.audioTo)
      .map((category, i) => ({ index: part.audioFrom + i, category })),
  };
}

/**
 * How /9 cuts the catalogue it was built with into islands: the video row, then each audio row.
 * The first island also shows a video row the API adds, the last any audio rows it adds.
 */
export function partsOf(built: RamadanJson): RowPart[] {
  const n = built.audio.length;
  const parts: RowPart[] = built.video.length > 0 ? [{ video: true, audioFrom: 0, audioTo: 0 }] : [];
  for (let c = 0; c < n - 1; c++) parts.push({ video: false, audioFrom: c, audioTo: c + 1 });
  parts.push({ video: false, audioFrom: Math.max(n - 1, 0) });
  parts[0]!.video = true;
  return parts;
}
