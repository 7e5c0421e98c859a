import { useCallback } from 'react';
import { useAppDispatch } from '../../store';
import { noticesActions, type NoticeInput } from './noticesSlice';

/** Shows a notice (see `StatusNotices`): `notify({ tone: 'success', text: t('…') })`. */
export function useNotify(): (notice: NoticeInput) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (notice: NoticeInput) => void dispatch(noticesActions.noticeShown(notice)),
    [dispatch],
  );
}
