// A reviewer (a censor account with the reviewer role) sees the files of the candidates who have an application or sign-up (not a draft)
// with one of their units.
import type { OthersMayView } from '@/server/files/file-access';
import { censorRoles } from '@/server/auth/require-user';
import { reviewerScope, reviewsCandidate } from './reviewer-scope';

export const reviewerMayViewFile: OthersMayView = async (db, viewer, file) => {
  if (viewer.domain !== 'censor' || !(await censorRoles(db, viewer.userId)).includes('reviewer')) return false;
  return reviewsCandidate(db, await reviewerScope(db, viewer.userId, viewer.portalId), file.userId);
};
