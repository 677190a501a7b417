// Instance metadata: the Mastodon instance document, NodeInfo, and Pleroma's frontend config and static files.
import { request, type ApiConfig, type ApiResponse } from './client';
import type { Instance, Nodeinfo } from './types';

export const fetchInstance = (cfg: ApiConfig, signal?: AbortSignal): Promise<ApiResponse<Instance>> =>
  request<Instance>(cfg, '/api/v1/instance', { signal });

export const fetchNodeinfo = (cfg: ApiConfig, signal?: AbortSignal): Promise<ApiResponse<Nodeinfo>> =>
  request<Nodeinfo>(cfg, '/nodeinfo/2.0.json', { signal, auth: false });

/** Reads `pleroma_fe` (the instance's defaults for this frontend). */
export const fetchFrontendConfigurations = (cfg: ApiConfig): Promise<ApiResponse<Record<string, unknown>>> =>
  request<Record<string, unknown>>(cfg, '/api/pleroma/frontend_configurations');

export const fetchStaticConfig = (cfg: ApiConfig): Promise<ApiResponse<Record<string, unknown>>> =>
  request<Record<string, unknown>>(cfg, '/static/config.json', { auth: false });

export const fetchTermsOfService = (cfg: ApiConfig): Promise<ApiResponse<string>> =>
  request<string>(cfg, '/static/terms-of-service.html', { auth: false, responseType: 'text' });

export const fetchInstancePanel = (cfg: ApiConfig): Promise<ApiResponse<string>> =>
  request<string>(cfg, '/instance/panel.html', { auth: false, responseType: 'text' });
