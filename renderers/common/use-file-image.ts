import { useEffect, useState } from 'react';
import { buildRequest } from '@/src/api/build-request';
import { currentSite } from '@/src/api/client-config';
import { readToken } from '@/src/session/token-store';
import { imageUrl } from './image-url';

/**
 * A displayable address of an uploaded image. file.view answers only with the owner's token, which travels
 * in a header an <img src> cannot send (docs/api-contract.md): the bytes are fetched with the client's
 * headers and shown from a blob URL, revoked when the image changes or goes away. A picked file (`local`)
 * is shown from itself. Without fetch or blob URLs, or when the fetch fails, the plain file.view path is used.
 */
export function useFileImage(fileId: string | undefined, local?: { fileId: string; file: Blob } | null): string | undefined {
  const [src, setSrc] = useState<string | undefined>(undefined);
  const localFile = local && local.fileId === fileId ? local.file : null;
  useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- the last image goes at once: its blob URL was just revoked and the new one may need a fetch
    setSrc(undefined);
    if (!fileId) return;
    const plain = imageUrl(fileId);
    const blobs = typeof URL.createObjectURL === 'function';
    if (localFile && blobs) {
      const own = URL.createObjectURL(localFile);
      setSrc(own);
      return () => URL.revokeObjectURL(own);
    }
    if (typeof fetch !== 'function' || !blobs) {
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
  }, [fileId, localFile]);
  return src;
}
