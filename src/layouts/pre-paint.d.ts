// The inline pre-paint scripts as the build compiled and hashed them (integrations/pre-paint.mjs).
declare module 'virtual:pre-paint' {
  export const HEAD_SCRIPT: string;
  export const TODAY_SCRIPT: string;
  export const BOOKMARKS_SCRIPT: string;
  export const QIBLA_SCRIPT: string;
  export const HIJRI_TODAY_SCRIPT: string;
  export const VERSE_OF_DAY_SCRIPT: string;
}
