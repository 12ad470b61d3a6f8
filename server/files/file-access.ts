// Who may see an uploaded file (file.view). THE hook for reviewers: a later issue lets the reviewers (domain
// censor) of the units a candidate applied to see the files of that candidate's resume; add that rule here,
// and nowhere else, so file.view keeps one answer to "who may see this".
import type { Db } from '@/server/db/database';
import type { StoredFile } from '@/server/db/queries/files';

export interface FileViewer {
  userId: number;
  /** the portal of the viewer's token, which is the portal of the call */
  portalId: number;
  domain: string;
}

/** The owner, in the file's portal. Reviewers: not yet (see above). */
export async function canViewFile(_db: Db, viewer: FileViewer, file: StoredFile): Promise<boolean> {
  if (viewer.portalId !== file.portalId) return false;
  return viewer.userId === file.userId;
}
