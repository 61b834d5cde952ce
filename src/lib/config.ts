/** Build-time settings (see docs/operating.md); every one has a working local default. */
import type { Theme } from '../shared/routes.ts';

export type { Theme };

const env = import.meta.env;

export const config = {
  apiBase: (env.PUBLIC_API_BASE as string | undefined) || '/api',
  eventsUrl: (env.PUBLIC_EVENTS_URL as string | undefined) || '/events',
  eventsTopic: (env.PUBLIC_EVENTS_TOPIC as string | undefined) || 'service-usage',
  credentials: (env.PUBLIC_API_CREDENTIALS as string | undefined) || 'nour-web:public-web-client',
  serviceId: (env.PUBLIC_SERVICE_ID as string | undefined) || 'nour-islamic',
  theme: ((env.PUBLIC_THEME as string | undefined) === 'red' ? 'red' : 'green') as Theme,
  liveStreamUrl: (env.PUBLIC_LIVE_STREAM_URL as string | undefined) || '/media/live/live.m3u8',
  oembedUrl: (env.PUBLIC_OEMBED_URL as string | undefined) || '/api/oembed',
  /** Origins the subscription URL may lead to (comma-separated); none means the API's own origin. */
  subOrigins: (env.PUBLIC_SUB_ORIGINS as string | undefined) ?? '',
  /** Further origins media and images from the API may come from (comma-separated). */
  mediaOrigins: (env.PUBLIC_MEDIA_ORIGINS as string | undefined) ?? '',
  appVersion: '1.4',
  requestTimeoutMs: 8000,
};
