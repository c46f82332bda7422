import * as site from '@baro/contracts/manifest/site';
import { useEffect, useState } from 'react';
import { useServices } from '../app/services-context.tsx';

export type ChatImage =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'failed' };

/**
 * An attached image as an object URL: `GET /file/{id}` answers only with the member's token, which
 * an `<img src>` cannot send, so the bytes come through the API client and are let go on unmount.
 */
export function useChatImage(fileId: string): ChatImage {
  const { api } = useServices();
  const [image, setImage] = useState<ChatImage>({ status: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void api.download(site.downloadFile, { params: { id: fileId } }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setImage({ status: 'failed' });
        return;
      }
      url = URL.createObjectURL(result.data);
      setImage({ status: 'ready', url });
    });
    return () => {
      live = false;
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [api, fileId]);
  return image;
}
