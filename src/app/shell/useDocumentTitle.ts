// Sets the browser tab's title to '<page> · Curation back office' while the page is shown.
import { useEffect } from 'react';
import { PRODUCT_NAME } from './productName';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
