import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectRemoteUser } from '../profilesSelectors';
import { remoteUserRequested } from '../profilesIntents';
import { Spinner } from '../../../components/Spinner/Spinner';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

/** 'user@host' from /remote-users/@user@host or /remote-users/host/user; null when the address names no one. */
export function acctFromParams(params: { acct?: string; host?: string; user?: string }): string | null {
  if (params.host && params.user) return `${params.user}@${params.host}`;
  const match = /^@([^@/]+)@([^@/]+)$/.exec(params.acct ?? '');
  return match ? `${match[1]}@${match[2]}` : null;
}

/** Looks a remote user up and replaces the route with their profile, or shows the resolver's error (spec 000 §2). */
export function RemoteUserScreen() {
  useDocumentTitleMessage('remote_user_resolver.remote_user_resolver');
  const params = useParams();
  const acct = acctFromParams(params);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lookup = useAppSelector((s) => (acct ? selectRemoteUser(s, acct) : undefined));

  useEffect(() => {
    if (acct) dispatch(remoteUserRequested({ acct }));
  }, [dispatch, acct]);
  useEffect(() => {
    if (lookup?.state === 'found' && lookup.accountId)
      void navigate(`/users/${encodeURIComponent(lookup.accountId)}`, { replace: true });
  }, [navigate, lookup?.state, lookup?.accountId]);

  const failed = !acct || lookup?.state === 'missing' || lookup?.state === 'error';
  return (
    <section className="panel remote-user-resolver">
      <div className="panel-heading">
        <h1>
          <FormattedMessage id="remote_user_resolver.remote_user_resolver" />
        </h1>
      </div>
      <div className="panel-body">
        {failed ? (
          <p role="alert">{lookup?.error ?? <FormattedMessage id="remote_user_resolver.error" />}</p>
        ) : (
          <>
            <p>
              <FormattedMessage id="remote_user_resolver.searching_for" values={{ acct: `@${acct}` }} />
            </p>
            <Spinner />
          </>
        )}
      </div>
    </section>
  );
}
