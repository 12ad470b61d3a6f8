// Who may see an uploaded file (file.view): its owner, and the reviewers (domain censor) of the units the owner
// has an application or sign-up (not a draft) with. The one place that answers "who may see this".
import type { Db } from '@/server/db/database';
import type { StoredFile } from './file-queries';
import { reviewerScope, reviewsCandidate } from '@/server/reviews/reviewer-scope';

export interface FileViewer {
  userId: number;
  /** the portal of the viewer's token, which is the portal of the call */
  portalId: number;
  domain: string;
}

export async function canViewFile(db: Db, viewer: FileViewer, file: StoredFile): Promise<boolean> {
  if (viewer.portalId !== file.portalId) return false;
  if (viewer.userId === file.userId) return true;
  if (viewer.domain !== 'censor') return false;
  return reviewsCandidate(db, await reviewerScope(db, viewer.userId, viewer.portalId), file.userId);
}
