import { useEffect, useState } from 'react';
import { getToken } from '../../../shared/lib/session-store.ts';

/**
 * An image a member uploaded is read with the member's token (`GET /wps/uploads/:id`), so it is fetched, not
 * linked. Only the uploads address of the site itself is ever fetched: a message or an answer cannot point the
 * page anywhere else.
 */
const uploadUrlPattern = /^\/wps\/uploads\/[\w-]{8,64}$/;

export const isUploadUrl = (url: string) => uploadUrlPattern.test(url);

/** The image as an object URL once it is in; null until then, or when it cannot be read. */
export function useUploadedImage(url: string | null): { source: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; source: string | null; failed: boolean }>({
    url: null,
    source: null,
    failed: false,
  });
  useEffect(() => {
    if (!url || !isUploadUrl(url) || typeof URL.createObjectURL !== 'function') return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getToken();
    fetch(url, { headers: token ? { Authorization: token } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (controller.signal.aborted) return;
        if (!blob || !/^image\/(png|jpeg)$/.test(blob.type)) {
          setState({ url, source: null, failed: true });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setState({ url, source: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, source: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url || !isUploadUrl(url)) return { source: null, failed: true };
  return state.url === url ? { source: state.source, failed: state.failed } : { source: null, failed: false };
}
