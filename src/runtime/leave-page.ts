// Leaving the app for a whole new document (after signing out, after deleting the account) goes through this one
// object: a test replaces `to` instead of the window's location, which a test's window may not redefine.
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
