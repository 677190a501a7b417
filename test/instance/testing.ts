// Helpers shared by the demo instance's own tests.
import { DEMO_PASSWORD } from './seed/accounts';

export interface AppCredentials {
  client_id: string;
  client_secret: string;
}

export async function registerApp(base: string): Promise<AppCredentials> {
  const res = await fetch(`${base}/api/v1/apps`, {
    method: 'POST',
    body: new URLSearchParams({
      client_name: 'tests',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: 'read write follow push',
    }),
  });
  return (await res.json()) as AppCredentials;
}

export async function passwordGrant(
  base: string,
  app: AppCredentials,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Response> {
  return fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ ...app, grant_type: 'password', username, password }),
  });
}

export async function tokenFor(base: string, username: string): Promise<string> {
  const res = await passwordGrant(base, await registerApp(base), username);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export interface StatusJson {
  id: string;
  created_at: string;
  visibility: string;
  content: string;
  account: { acct: string };
  reblog: StatusJson | null;
}
