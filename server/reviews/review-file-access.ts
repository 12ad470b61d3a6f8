// A reviewer (domain censor) sees the files of the candidates who have an application or sign-up (not a draft)
// with one of their units.
import type { OthersMayView } from '@/server/files/file-access';
import { reviewerScope, reviewsCandidate } from './reviewer-scope';

export const reviewerMayViewFile: OthersMayView = async (db, viewer, file) => {
  if (viewer.domain !== 'censor') return false;
  return reviewsCandidate(db, await reviewerScope(db, viewer.userId, viewer.portalId), file.userId);
};
