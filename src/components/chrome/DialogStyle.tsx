import css from '../../styles/dialog.css?inline';

/**
 * The dialogs' styles, loaded when a dialog first opens (Dialog.tsx): most visits open none, so
 * they are neither in every page's HTML nor in the scripts every page loads.
 */
export default function DialogStyle() {
  return <style>{css}</style>;
}
