import { isHlsUrl } from '../media/streamSource.ts';

export type VideoKind = 'youtube' | 'hls' | 'file';

const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/;

/** The video id of a YouTube link (watch, youtu.be, embed, shorts), or null for anything else. */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.test(url.hostname)) return null;
  const id = url.hostname.endsWith('youtu.be')
    ? url.pathname.slice(1)
    : (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? '');
  return /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** How a Ramadan video plays: a file in <video>, HLS through hls.js, or YouTube on tap. */
export function videoKind(link: string): VideoKind {
  if (youtubeId(link)) return 'youtube';
  return isHlsUrl(link) ? 'hls' : 'file';
}
