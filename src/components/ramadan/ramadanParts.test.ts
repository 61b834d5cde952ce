import { describe, expect, it } from 'vitest';
import { partsOf, viewOf } from './ramadanParts.ts';
import type { RamadanJson } from './ramadanStore.ts';

const audio = (name: string) => ({ ramadanCategory: name, data: [{ name: `${name} 1`, link: `/${name}.mp3` }] });
const video = (name: string) => ({ ramadanCategory: name, data: [{ link: `/${name}.webm` }] });
const json = (videos: string[], audios: string[]): RamadanJson => ({
  video: videos.map(video),
  audio: audios.map(audio),
});
/** The rows every island shows, in page order: 'v:<category>' or 'a<index>:<category>'. */
const rows = (built: RamadanJson, answer: RamadanJson) =>
  partsOf(built).flatMap((part) => {
    const view = viewOf(answer, part);
    return [
      ...(view.video ? [`v:${view.video.ramadanCategory}`] : []),
      ...view.audio.map((r) => `a${r.index}:${r.category.ramadanCategory}`),
    ];
  });

describe('/9 cut into islands', () => {
  it('gives the video row and each audio row an island of its own', () => {
    const built = json(['moments', 'recitations'], ['iftar', 'suhur', 'tarawih']);
    expect(partsOf(built)).toHaveLength(4);
    expect(rows(built, built)).toEqual(['v:moments', 'a0:iftar', 'a1:suhur', 'a2:tarawih']);
  });

  it('shows what the API answers in the same order, with rows it adds or drops', () => {
    const built = json(['moments'], ['iftar', 'suhur']);
    expect(rows(built, json(['new moments'], ['iftar', 'suhur', 'laylat', 'eid']))).toEqual([
      'v:new moments',
      'a0:iftar',
      'a1:suhur',
      'a2:laylat',
      'a3:eid',
    ]);
    expect(rows(built, json([], ['iftar']))).toEqual(['a0:iftar']);
  });

  it('puts a video row the API adds first, and shows everything from one island when nothing was built', () => {
    expect(rows(json([], ['iftar', 'suhur']), json(['moments'], ['iftar', 'suhur']))).toEqual([
      'v:moments',
      'a0:iftar',
      'a1:suhur',
    ]);
    expect(partsOf(json([], []))).toEqual([{ video: true, audioFrom: 0 }]);
    expect(rows(json([], []), json(['moments'], ['iftar']))).toEqual(['v:moments', 'a0:iftar']);
    expect(rows(json(['moments'], []), json(['moments'], ['iftar']))).toEqual(['v:moments', 'a0:iftar']);
  });
});
