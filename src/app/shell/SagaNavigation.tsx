import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { navigationSettled } from '../../slices/ui';

const here = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;

/**
 * Carries out route changes that sagas request through the store (ui.navigation), and says when the
 * new screen is on screen: react-router renders a navigation as a transition, so a saga that must
 * not change the session under the old screen (sign-out) waits for `navigationSettled`.
 */
export function SagaNavigation() {
  const request = useAppSelector((s) => s.ui.navigation);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  // Requests made before this mounted are not replayed: only changes from here on count.
  const handled = useRef(request?.seq ?? 0);
  const pending = useRef<{ seq: number; to: string } | null>(null);
  useEffect(() => {
    if (!request || request.seq <= handled.current) return;
    handled.current = request.seq;
    if (request.to === here(location)) {
      dispatch(navigationSettled({ seq: request.seq }));
      return;
    }
    pending.current = { seq: request.seq, to: request.to };
    void navigate(request.to, { replace: request.replace ?? false, state: request.state });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request navigates
  }, [request, navigate, dispatch]);
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || here(location) !== waiting.to) return;
    pending.current = null;
    dispatch(navigationSettled({ seq: waiting.seq }));
  }, [location, dispatch]);
  return null;
}
