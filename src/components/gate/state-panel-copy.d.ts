// The state panel imported with `?gate`: the same file under another module id, so the bundler
// gives the gate screen a copy of its own rather than a chunk shared with home (GateScreen.tsx).
declare module '*/StatePanel.tsx?gate' {
  const StatePanel: typeof import('./StatePanel.tsx').default;
  export default StatePanel;
}
