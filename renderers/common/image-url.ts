import { API_PREFIX } from '@/src/api/build-request';
import { endpoints, fillPath } from '@/src/core/endpoints';

/** The same-origin address of file.view for a fileId. */
export function imageUrl(fileId: string): string {
  return `${API_PREFIX}${fillPath(endpoints['file.view'].path, { fileId }).path}`;
}
