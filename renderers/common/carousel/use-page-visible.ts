import { useEffect, useState } from 'react';

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** false while the page is hidden (another tab, the phone locked): nothing should move then. */
export function usePageVisible() {
  const [visible, setVisible] = useState(pageVisible);
  useEffect(() => {
    const sync = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, []);
  return visible;
}
