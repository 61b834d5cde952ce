// A strings table imported with ?lazy (src/i18n/lazyStrings.ts): a chunk of its
// own, loaded on demand, apart from the tables src/i18n/index.ts imports.
declare module '*.ts?lazy' {
  const table: import('./index.ts').Strings;
  export default table;
}
