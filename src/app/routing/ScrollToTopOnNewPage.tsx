// A new page opens at its top: after a navigation to another path (a link, a row, the next task after resolving one)
// the window is scrolled up, where it would otherwise stay at the last page's depth. Back and forward (POP) are left to
// the browser, and a change of the query string alone (filters, tabs, paging) keeps the place.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function ScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // The path alone decides: the navigation type is read as it was for that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
