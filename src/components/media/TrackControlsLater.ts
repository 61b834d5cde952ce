/**
 * The track controls for a player that loads them after hydration (the hadith playlist). The dua
 * player imports TrackControls.tsx itself, so that module sits in a chunk shared by both; loading
 * it through this module gives `import()` an entry of its own, which needs no namespace object
 * (those cost every page a script, issue 47).
 */
export { default } from './TrackControls.tsx';
