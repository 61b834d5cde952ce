import { describe, expect, test } from 'vitest';
import { videoKind, youtubeId } from './videoKind.ts';
import { categoryFromSearch } from '../../shared/routes.ts';

describe('video kinds', () => {
  test('YouTube links in their usual shapes', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=NourSample1')).toBe('NourSample1');
    expect(youtubeId('https://youtu.be/NourSample1?t=3')).toBe('NourSample1');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/NourSample1')).toBe('NourSample1');
    expect(youtubeId('https://m.youtube.com/shorts/NourSample1')).toBe('NourSample1');
  });

  test('not YouTube: look-alike hosts, bad ids, relative links', () => {
    expect(youtubeId('https://youtube.com.evil.example/watch?v=NourSample1')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(youtubeId('/media/ramadan/video/video-1.webm')).toBeNull();
  });

  test('files, HLS and YouTube', () => {
    expect(videoKind('http://127.0.0.1/media/ramadan/video/video-1.webm')).toBe('file');
    expect(videoKind('http://127.0.0.1/media/ramadan/hls/index.m3u8')).toBe('hls');
    expect(videoKind('https://youtu.be/NourSample2')).toBe('youtube');
  });
});

describe('category in the URL', () => {
  test('an index, or nothing', () => {
    expect(categoryFromSearch('?category=2')).toBe(2);
    expect(categoryFromSearch('?category=0&x=1')).toBe(0);
    for (const bad of ['', '?category=', '?category=-1', '?category=abc', '?category=1e3'])
      expect(categoryFromSearch(bad)).toBeNull();
  });
});
