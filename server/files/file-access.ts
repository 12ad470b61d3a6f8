// Who may see an uploaded file (file.view): its owner, and whoever the app's other rule admits (the reviewers of
// the units the owner applied to, server/reviews/review-file-access.ts). The one place that answers "who may see
// this"; the reviewers' rule is handed in where the app is put together, since reviews read applications, whose
// resumes hold files.
import type { Db } from '@/server/db/database';
import type { StoredFile } from './file-queries';

export interface FileViewer {
  userId: number;
  /** the portal of the viewer's token, which is the portal of the call */
  portalId: number;
  domain: string;
}

/** Whether a signed-in viewer of the file's portal, not its owner, may see it. */
export type OthersMayView = (db: Db, viewer: FileViewer, file: StoredFile) => Promise<boolean>;

export async function canViewFile(db: Db, viewer: FileViewer, file: StoredFile, othersMayView: OthersMayView): Promise<boolean> {
  if (viewer.portalId !== file.portalId) return false;
  if (viewer.userId === file.userId) return true;
  return othersMayView(db, viewer, file);
}
