// Whether this page is being left. A navigation aborts the page's calls in flight, and their failure must not be
// taken for the server's answer: in the censor domain a failed start-up fetch clears the reviewer's session, and
// an aborted one would sign the reviewer out of the page they are going to.
let leavingSince = 0;
const LEAVING_MS = 3000; // a beforeunload the user cancels (unsaved changes) stops counting after this

if (typeof window !== 'undefined') {
  const mark = () => {
    leavingSince = Date.now();
  };
  window.addEventListener('beforeunload', mark);
  window.addEventListener('pagehide', mark);
  window.addEventListener('pageshow', () => {
    leavingSince = 0;
  });
}

export function pageLeaving(): boolean {
  return leavingSince > 0 && Date.now() - leavingSince < LEAVING_MS;
}
