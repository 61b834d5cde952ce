import { describe, expect, test } from 'vitest';
import { isHlsUrl, needsHlsJs } from './streamSource.ts';

describe('stream source choice', () => {
  test('HLS is recognised by the playlist extension, query or not', () => {
    expect(isHlsUrl('/media/live/live.m3u8')).toBe(true);
    expect(isHlsUrl('https://x.example/live.M3U8?token=1')).toBe(true);
    expect(isHlsUrl('/media/live/loop.mp3')).toBe(false);
    expect(isHlsUrl('https://radio.example/stream')).toBe(false);
  });

  test('hls.js for HLS where Media Source Extensions exist; the native player elsewhere (iPhone)', () => {
    expect(needsHlsJs('/live.m3u8', true)).toBe(true);
    expect(needsHlsJs('/live.m3u8', false)).toBe(false);
    expect(needsHlsJs('/loop.mp3', true)).toBe(false);
  });
});
