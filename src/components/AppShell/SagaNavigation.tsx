import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../store/hooks';

/** Carries out route changes that sagas request through the store (ui.navigation). */
export function SagaNavigation() {
  const request = useAppSelector((s) => s.ui.navigation);
  const navigate = useNavigate();
  // Requests made before this mounted are not replayed: only changes from here on count.
  const handled = useRef(request?.seq ?? 0);
  useEffect(() => {
    if (!request || request.seq <= handled.current) return;
    handled.current = request.seq;
    void navigate(request.to, { replace: request.replace ?? false, state: request.state });
  }, [request, navigate]);
  return null;
}
