/**
 * The app's life cycle (index.ts) is one chunk loaded after hydration: the chrome starts it, and
 * the islands reach it through these, so no page's startup carries it.
 */
type App = typeof import('./index.ts');

let app: Promise<App> | undefined;

/** The chunk, asked once; if it did not come (the connection lost before the worker kept it), asked again next time. */
export function loadApp(): Promise<App> {
  app ??= import('./index.ts').catch((error: unknown) => {
    app = undefined;
    console.warn('[app] could not load the app chunk:', error);
    throw error;
  });
  return app;
}

/** Runs `use` with the app, or not at all when its chunk cannot come now (already logged). */
export function withApp(use: (app: App) => unknown): void {
  loadApp().then(use, () => {});
}

/** Loads the app chunk, then leaves for the operator's subscription page (subscribe.ts's goToSubscribe). */
export const loadAndGoToSubscribe = (section?: string): Promise<void> =>
  loadApp().then(
    (app) => app.goToSubscribe(section),
    () => {},
  );

/** Loads the app chunk, then asks the API again about the stored uid (checkSubscription.ts's checkAgain); null when it could not ask. */
export const loadAndCheckAgain = () =>
  loadApp().then(
    (app) => app.checkAgain(),
    () => null,
  );
