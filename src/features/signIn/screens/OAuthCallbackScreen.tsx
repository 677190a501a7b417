import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../store/hooks';
import { oauthCallbackReceived, oauthCallbackRefused } from '../../../slices/auth';
import { Spinner } from '../../../components/Spinner/Spinner';

/** /oauth-callback?code=…&state=…: the server's authorization page sends the browser back here. */
export function OAuthCallbackScreen() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const started = useRef(false);
  useEffect(() => {
    // A code can be exchanged once; a second effect run (development re-mount) must not try again.
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    if (code) {
      dispatch(oauthCallbackReceived({ code, state: params.get('state') }));
    } else {
      // The user declined on the server's page, or the server sent an error (a refused scope is asked again).
      dispatch(
        oauthCallbackRefused({
          state: params.get('state'),
          error: params.get('error'),
          description: params.get('error_description'),
        }),
      );
    }
  }, [params, dispatch]);
  return (
    <section className="panel" aria-busy="true">
      <div className="panel-body">
        <p>
          <FormattedMessage id="login.logging_in" />
        </p>
        <Spinner />
      </div>
    </section>
  );
}
