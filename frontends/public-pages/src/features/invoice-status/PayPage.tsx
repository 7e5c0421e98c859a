import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import '../../styles/public-pages.css';
import './invoice-status.css';
import { PayScreen } from './PayScreen';

/**
 * The pay page where the shell renders it (a signed-in seller, a service worker's page): the
 * shared screen with the router's address and navigation. A customer's first visit gets the light
 * entry instead (docs/public-pages.md).
 */
export function PayPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toStatus = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <PayScreen id={id} toStatus={toStatus} />;
}
