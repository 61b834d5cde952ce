// A strings table imported with `?gate`: the same file under another module id, so the bundler
// gives it a chunk of its own instead of the shared chunk every page loads (GateScreen.tsx).
declare module '*.ts?gate' {
  const table: import('../../i18n/index.ts').Strings;
  export default table;
}

declare module '*/StatePanel.tsx?gate' {
  const StatePanel: typeof import('./StatePanel.tsx').default;
  export default StatePanel;
}
