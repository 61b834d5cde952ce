import { atom, computed, map } from 'nanostores';
import type { Tile } from '../lib/validate.ts';

/** Shared UI state of the chrome: loader, menu, dialogs, app config. */
const $loading = atom(0);
/** The full-screen loader shows while any load is under way. */
export const $loader = computed($loading, (n) => n > 0);

/** Raises the loader for one load; the returned function lowers it, once, however often it is called. */
export function beginLoading(): () => void {
  $loading.set($loading.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    $loading.set(Math.max(0, $loading.get() - 1));
  };
}
export const $menuOpen = atom(false);
export const $languageOpen = atom(false);

export interface ModalButton {
  label: string;
  action?: () => void;
  /** The button focused (and Enter's) when the dialog opens, and the one shown as the main choice. */
  safe?: boolean;
}

export interface ModalData {
  title: string;
  body: string;
  /** A second paragraph, for what the app itself adds to the server's words. */
  note?: string;
  buttons: ModalButton[];
  /** Run when the dialog is closed without a button (Escape): a question must still get its answer. */
  onDismiss?: () => void;
}

export const $modal = atom<ModalData | null>(null);

/** The app config answer: tiles and the subscription URL. */
export const $appConfig = map<{ tiles: Tile[] | null; subUrl: string | null }>({ tiles: null, subUrl: null });

export function openModal(data: ModalData): void {
  $menuOpen.set(false);
  $modal.set(data);
}

export function closeModal(): void {
  $modal.set(null);
}
