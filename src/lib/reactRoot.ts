import {
  createRoot as createReactRoot,
  hydrateRoot as hydrateReactRoot,
  type Container,
  type HydrationOptions,
  type RootOptions,
} from 'react-dom/client';
import { createElement, useEffect, type ReactNode } from 'react';

/** What React reports, told apart: a hydration it had to redo, an error a boundary caught, one none did. */
export type ReactErrorKind = 'recoverable' | 'caught' | 'uncaught';

export interface ReactErrorDetail {
  kind: ReactErrorKind;
  message: string;
  componentStack: string;
}

/** Fired on window for every error React reports, so a test (or a monitor) can count them. */
export const REACT_ERROR_EVENT = 'nour:react-error';

function reporter(kind: ReactErrorKind) {
  return (error: unknown, info: { componentStack?: string }) => {
    const message = error instanceof Error ? error.message : String(error);
    const componentStack = info.componentStack ?? '';
    console.error(`[react] ${kind}:`, error, componentStack);
    window.dispatchEvent(
      new CustomEvent<ReactErrorDetail>(REACT_ERROR_EVENT, { detail: { kind, message, componentStack } }),
    );
    // An error nothing caught still reaches the page's global handler, as React's default does.
    if (kind === 'uncaught') reportError(error);
  };
}

const reporting = {
  onRecoverableError: reporter('recoverable'),
  onCaughtError: reporter('caught'),
  onUncaughtError: reporter('uncaught'),
};

/**
 * react-dom/client's two roots with the error reports wired in. Astro's React renderer imports
 * this module in place of react-dom/client (reactErrorReporting() in astro.config.mjs), so every
 * island reports through it, and so does the now-playing bar's own root.
 */
export function createRoot(container: Container, options?: RootOptions) {
  return createReactRoot(container, { ...reporting, ...options });
}

/** Renders its children as they are, and says once when the root's first render has committed. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * A hydrating root whose unmount waits for the hydration to commit: a page swap can remove an
 * island before its late hydration ends (a visitor sent home), and React reports unmounting a
 * root mid-hydration as an error, then renders it once more to throw it away.
 */
export function hydrateRoot(container: Document | Element, children: ReactNode, options?: HydrationOptions) {
  let committed = false;
  let unmountAsked = false;
  const onCommit = () => {
    committed = true;
    // Not from inside React's own effect pass.
    if (unmountAsked) setTimeout(() => root.unmount());
  };
  const wrap = (node: ReactNode) => createElement(Committed, { onCommit, children: node });
  const root = hydrateReactRoot(container, wrap(children), { ...reporting, ...options });
  return {
    render: (node: ReactNode) => root.render(wrap(node)),
    unmount: () => (committed ? root.unmount() : (unmountAsked = true)),
  };
}
