// Akkoma's settings profiles (spec 001 §7 "Settings profiles"): one document per profile name under the
// frontend's name, `{settings, version}`. Only the "settings-sync" chunk calls these.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';

/** Akkoma-FE keeps its profiles under this frontend name; sharing it lets both clients read the same profile. */
export const FRONTEND_NAME = 'pleroma-fe';

const BASE = `/api/v1/akkoma/frontend_settings/${FRONTEND_NAME}`;

export interface SettingsProfile {
  settings: Record<string, unknown>;
  version: number;
}

/** The member's profiles, as Akkoma lists them (each with its name and version). */
export const listProfiles = (cfg: ApiConfig): Promise<ApiResponse<unknown>> => request<unknown>(cfg, BASE);

const profilePath = (name: string) => `${BASE}/${encodeURIComponent(name)}`;

export const getProfile = (cfg: ApiConfig, name: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, profilePath(name));

export const putProfile = (cfg: ApiConfig, name: string, profile: SettingsProfile): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, profilePath(name), { method: 'PUT', json: profile });

export const deleteProfile = (cfg: ApiConfig, name: string): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, profilePath(name), { method: 'DELETE' });
