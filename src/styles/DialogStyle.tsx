import css from './dialog.css?inline';

/**
 * The dialogs' styles, in a chunk loaded when a dialog first opens (Dialog.tsx): not inlined in
 * every page's HTML (the surah page's 60 KB budget), nor in the app chunk every page loads (the
 * 90 KB JavaScript budget). Outside src/components/chrome, whose modules go to the app chunk.
 */
export default function DialogStyle() {
  return <style>{css}</style>;
}
