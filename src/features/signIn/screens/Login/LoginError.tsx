import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { loginErrorDismissed } from '../../../../slices/auth';
import { ErrorBanner } from '../../../../components/ErrorBanner/ErrorBanner';

/** The dismissible error banner under every login form. */
export function LoginError() {
  const error = useAppSelector((s) => s.auth.error);
  const dispatch = useAppDispatch();
  return error ? <ErrorBanner message={error} onDismiss={() => dispatch(loginErrorDismissed())} /> : null;
}
