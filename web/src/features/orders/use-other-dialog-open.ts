/**
 * Whether a modal dialog other than the review prompt is open on the page (the add-to-basket
 * dialog, a branch chooser): the prompt waits until it is closed instead of opening over what the
 * shopper is doing. Follows the page's `<dialog open>` elements as they come and go.
 */
import { useEffect, useState } from 'react';

const OTHER_OPEN = 'dialog[open]:not(.review-dialog)';

export function useOtherDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen(document.querySelector(OTHER_OPEN) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, []);
  return open;
}
