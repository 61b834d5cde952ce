declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has painted and loaded (src/directives/late.ts). */
    'client:late'?: boolean;
  }
}
export {};
