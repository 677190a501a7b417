// Mirrors Mastodon's REST::ApplicationSerializer (POST /api/v1/apps) and Doorkeeper's token response (POST /oauth/token).

export interface OAuthApp {
  id?: string;
  name: string;
  website?: string | null;
  redirect_uri?: string;
  client_id: string;
  client_secret: string;
  vapid_key?: string;
}

export interface OAuthToken {
  access_token: string;
  token_type: string;
  scope?: string;
  created_at?: number;
  expires_in?: number;
  refresh_token?: string;
  me?: string;
}

/** Pleroma answers a password grant for an MFA account with 403 and this body. */
export interface OAuthMfaRequired {
  error: 'mfa_required';
  mfa_token: string;
  supported_challenge_types: string;
}
