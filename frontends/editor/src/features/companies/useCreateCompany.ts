import { useEffect, useRef, useState } from 'react';
import { companyFromRecipient, type Recipient } from '@app/contracts/invoice';
import { useAppDispatch } from '../../store';
import { editorActions } from '../invoices/editor-commands';
import { useIntentKeys } from '../sync/idempotency-keys';
import { companiesApi } from './companiesApi';

/** Spec §9: after creating a company the checkmark shows this long, then the dropdown closes. */
export const CREATED_CHECKMARK_MS = 1500;

export type CreatePhase = 'idle' | 'creating' | 'created';

/**
 * The picker's 'create new' (spec §4 "Company picker"): the company is made from the recipient
 * and linked; a spinner while it is created, then a checkmark for 1.5 s, then `onDone`. A failure
 * is logged, the spinner resets and `failed` says so until `clearFailure`.
 */
export function useCreateCompany(recipient: Recipient, onDone: () => void) {
  const dispatch = useAppDispatch();
  const [phase, setPhase] = useState<CreatePhase>('idle');
  const [failed, setFailed] = useState(false);
  const [createCompany] = companiesApi.endpoints.createCompany.useMutation();
  const createKeys = useIntentKeys();
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(doneTimer.current), []);

  const create = async () => {
    setPhase('creating');
    setFailed(false);
    try {
      const body = { company: companyFromRecipient(recipient) };
      const company = await createCompany({
        saveCompanyBodyDto: body,
        'Idempotency-Key': createKeys.keyFor(body),
      }).unwrap();
      createKeys.done();
      dispatch(editorActions.companyLinked(company));
      setPhase('created');
      doneTimer.current = setTimeout(() => {
        setPhase('idle');
        onDone();
      }, CREATED_CHECKMARK_MS);
    } catch (error) {
      console.error('Failed to create the company', error);
      setPhase('idle');
      setFailed(true);
    }
  };

  return { phase, failed, create, clearFailure: () => setFailed(false) };
}
