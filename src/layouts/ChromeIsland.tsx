import AppChrome from '../components/chrome/AppChrome.tsx';
import LateStart from './LateStart.tsx';

type Props = Parameters<typeof AppChrome>[0];

/**
 * The one island of the layout, hydrated once the page has painted and kept across client-side
 * navigations: the app chrome, and what starts after the first paint. One island rather than two
 * saves the phone a script request.
 */
export default function ChromeIsland(props: Props) {
  return (
    <>
      <AppChrome {...props} />
      <LateStart />
    </>
  );
}
