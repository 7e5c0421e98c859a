import { apiErrorOf } from '@app/platform';
import { useAppDispatch } from '../../store';
import { companyDeleted } from '../invoices/editor-actions';
import { companiesApi } from './companiesApi';

/**
 * Deletes a saved company (spec §7 DELETE /api/companies/{id}). The server unlinks the invoices
 * that named it and keeps their details; this browser's copies let go of it the same way, so a
 * later save never names a company that is gone (the server would refuse it). The company lists
 * (the picker's suggestions too) are asked again through their cache tag. Resolves to whether it
 * worked; one already gone (deleted on another device) counts as deleted. A failure is logged
 * (spec §8) and the caller says so.
 */
export function useDeleteCompany() {
  const dispatch = useAppDispatch();
  const [remove, state] = companiesApi.endpoints.deleteCompany.useMutation();
  const deleteCompany = async (id: string): Promise<boolean> => {
    try {
      await remove({ id }).unwrap();
      dispatch(companyDeleted(id));
      return true;
    } catch (error) {
      if (apiErrorOf(error as Parameters<typeof apiErrorOf>[0]).status === 404) {
        dispatch(companyDeleted(id));
        return true;
      }
      console.error('Failed to delete the company', error);
      return false;
    }
  };
  return { deleteCompany, deleting: state.isLoading ? state.originalArgs?.id : undefined };
}
