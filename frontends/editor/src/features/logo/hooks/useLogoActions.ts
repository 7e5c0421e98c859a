import { useCallback, useState } from 'react';
import {
  LOGO_BUSY_ERROR,
  LOGO_DELETE_FAILED_ERROR,
  LOGO_INVALID_TYPE_ERROR,
  LOGO_REFUSED_ERROR,
  LOGO_TOO_LARGE_ERROR,
  LOGO_UPLOAD_FAILED_ERROR,
  type SettingsMessageKey,
} from '@app/contracts/settings';
import { apiErrorOf } from '@app/platform';
import { useAppDispatch } from '../../../store';
import { settingsSlice } from '../../settings/settingsSlice';
import { checkLogoFile } from '../logo-check';
import { useDeleteLogoMutation, useUploadLogoMutation } from '../logoApi';

/** Translation keys of the widget's errors (spec §5 and §8). */
export type LogoActionError = SettingsMessageKey;

export type LogoActions = {
  upload: (file: File) => Promise<void>;
  remove: () => Promise<void>;
  uploading: boolean;
  removing: boolean;
  error: LogoActionError | null;
  clearError: () => void;
};

/**
 * The server checks the file again. When it refuses the type or the size, the spec's texts for
 * those say what to do; a refused content (a damaged image, an SVG with scripts or costly
 * effects) asks for another file, a busy server for a minute's wait; anything else (no answer, a
 * server error) is the spec's upload failure.
 */
function uploadErrorOf(error: Parameters<typeof apiErrorOf>[0]): LogoActionError {
  const { code } = apiErrorOf(error);
  if (code === 'UNSUPPORTED_MEDIA_TYPE') return LOGO_INVALID_TYPE_ERROR;
  if (code === 'PAYLOAD_TOO_LARGE') return LOGO_TOO_LARGE_ERROR;
  if (code === 'VALIDATION_FAILED') return LOGO_REFUSED_ERROR;
  if (code === 'RATE_LIMITED') return LOGO_BUSY_ERROR;
  return LOGO_UPLOAD_FAILED_ERROR;
}

/** Upload and delete of the signed-in user's logo; the settings follow the server's answer. */
export function useLogoActions(): LogoActions {
  const dispatch = useAppDispatch();
  const [uploadLogo] = useUploadLogoMutation();
  const [deleteLogo, { isLoading: removing }] = useDeleteLogoMutation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<LogoActionError | null>(null);

  const upload = useCallback(
    async (file: File) => {
      setError(null);
      setUploading(true);
      try {
        const refused = await checkLogoFile(file);
        if (refused !== null) {
          setError(refused);
          return;
        }
        const result = await uploadLogo({ uploadLogoDto: { file } });
        if (result.error === undefined) {
          dispatch(settingsSlice.actions.logoChanged(result.data.logo));
        } else {
          setError(uploadErrorOf(result.error));
        }
      } catch (failure) {
        // The file could not be read (removed from disk after it was picked).
        console.error('Logo upload failed', failure);
        setError(LOGO_UPLOAD_FAILED_ERROR);
      } finally {
        setUploading(false);
      }
    },
    [dispatch, uploadLogo],
  );

  const remove = useCallback(async () => {
    setError(null);
    const result = await deleteLogo();
    // NOT_FOUND: the logo is already gone (removed in another tab), which is what was asked.
    if (result.error === undefined || apiErrorOf(result.error).code === 'NOT_FOUND') {
      dispatch(settingsSlice.actions.logoChanged(null));
    } else {
      setError(LOGO_DELETE_FAILED_ERROR);
    }
  }, [dispatch, deleteLogo]);

  const clearError = useCallback(() => setError(null), []);

  return { upload, remove, uploading, removing, error, clearError };
}
