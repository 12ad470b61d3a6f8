import { useEffect, useState } from 'react';
import { buildRequest } from '@/src/api/build-request';
import { currentSite } from '@/src/api/client-config';
import { readToken } from '@/src/session/token-store';

/** file.view of a fileId, same-origin under /pt. */
export const fileViewUrl = (fileId: string) => `/pt/portal/file/view/${encodeURIComponent(fileId)}`;

/**
 * A displayable URL of an uploaded image. file.view answers only to its owner's token, which travels in a
 * header that an <img src> cannot send: the bytes are fetched with the client's headers (buildRequest) and
 * shown from a blob URL, revoked when the image changes or goes away. Without fetch or blob URLs (or if
 * the fetch fails) the plain file.view path is used.
 */
export function useFileImage(fileId: string | undefined): string | undefined {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    setSrc(undefined);
    if (!fileId) return;
    const plain = fileViewUrl(fileId);
    if (typeof fetch !== 'function' || typeof URL.createObjectURL !== 'function') {
      setSrc(plain);
      return;
    }
    let blobUrl: string | undefined;
    let gone = false;
    const controller = new AbortController();
    const site = currentSite();
    const { url, headers } = buildRequest('file.view', { fileId }, site, site ? readToken(site.portalId) : null);
    fetch(url, { headers, credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (gone) return;
        blobUrl = URL.createObjectURL(blob);
        setSrc(blobUrl);
      })
      .catch(() => {
        if (!gone) setSrc(plain);
      });
    return () => {
      gone = true;
      controller.abort();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [fileId]);
  return src;
}
