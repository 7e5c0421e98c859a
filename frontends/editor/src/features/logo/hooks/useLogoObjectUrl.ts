import { useEffect, useState } from 'react';
import { fetchLogoFile } from '../logo-file';

export type LogoImage =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error' };

type Loaded = { id: string; image: LogoImage };

/**
 * The logo with this id as a `blob:` URL for an `<img>`. The URL is revoked when the id changes
 * (a new upload has a new id) or the component unmounts, so no file stays in memory.
 */
export function useLogoObjectUrl(id: string | null): LogoImage {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    fetchLogoFile(id, 'original', controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setLoaded({ id, image: { status: 'ready', url } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The logo could not be loaded', error);
        setLoaded({ id, image: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [id]);

  if (id === null) return { status: 'none' };
  // Until this id's answer arrives, an earlier logo's (already revoked) URL must not show.
  return loaded?.id === id ? loaded.image : { status: 'loading' };
}
