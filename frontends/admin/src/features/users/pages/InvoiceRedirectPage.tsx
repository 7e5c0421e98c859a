import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { adminPaths } from '../../../admin-paths';

/**
 * `/admin/invoice/:invoiceId`: an invoice only has a page under its owner, so this forwards to it
 * when the owner is given (`?uid=`), and to the user list otherwise.
 */
export function InvoiceRedirectPage() {
  const { invoiceId = '' } = useParams();
  const [search] = useSearchParams();
  const uid = search.get('uid') ?? '';
  const navigate = useNavigate();

  useEffect(() => {
    const target =
      uid === '' || invoiceId === '' ? adminPaths.users() : adminPaths.userInvoice(uid, invoiceId);
    void navigate(target, { replace: true });
  }, [uid, invoiceId, navigate]);

  return null;
}
