import AppChrome from '../components/chrome/AppChrome.tsx';
import LateStart from './LateStart.tsx';

type Props = Parameters<typeof AppChrome>[0];

/**
 * The layout's island, hydrated once the page has painted and kept across client-side
 * navigations: the app chrome, and what starts after the first paint (LateStart.tsx). Everything
 * it imports loads on every page (integrations/chunks.mjs), so it holds only what every page runs.
 */
export default function ChromeIsland(props: Props) {
  return (
    <>
      <AppChrome {...props} />
      <LateStart />
    </>
  );
}
