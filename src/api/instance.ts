// Instance metadata: the Mastodon instance document, NodeInfo, and Pleroma's frontend config and static files.
import { request, type ApiConfig, type ApiResponse } from './client';
import type { Instance, Nodeinfo } from './types';
import { NODEINFO_FALLBACK, WELL_KNOWN_NODEINFO } from './nodeinfo';

export const fetchInstance = (cfg: ApiConfig, signal?: AbortSignal): Promise<ApiResponse<Instance>> =>
  request<Instance>(cfg, '/api/v1/instance', { signal });

/** The discovery document: `links` to the NodeInfo documents the server offers (api/nodeinfo.ts reads it). */
export const fetchNodeinfoLinks = (cfg: ApiConfig, signal?: AbortSignal): Promise<ApiResponse<unknown>> =>
  request<unknown>(cfg, WELL_KNOWN_NODEINFO, { signal, auth: false, shape: 'object' });

/** A NodeInfo document: the path discovery found, or Pleroma's `/nodeinfo/2.0.json` when discovery failed. */
export const fetchNodeinfo = (cfg: ApiConfig, path = NODEINFO_FALLBACK, signal?: AbortSignal): Promise<ApiResponse<Nodeinfo>> =>
  request<Nodeinfo>(cfg, path, { signal, auth: false, shape: 'object' });

/** Reads `pleroma_fe` (the instance's defaults for this frontend). */
export const fetchFrontendConfigurations = (cfg: ApiConfig): Promise<ApiResponse<Record<string, unknown>>> =>
  request<Record<string, unknown>>(cfg, '/api/pleroma/frontend_configurations');

export const fetchStaticConfig = (cfg: ApiConfig): Promise<ApiResponse<Record<string, unknown>>> =>
  request<Record<string, unknown>>(cfg, '/static/config.json', { auth: false });

export const fetchTermsOfService = (cfg: ApiConfig): Promise<ApiResponse<string>> =>
  request<string>(cfg, '/static/terms-of-service.html', { auth: false, responseType: 'text' });

export const fetchInstancePanel = (cfg: ApiConfig): Promise<ApiResponse<string>> =>
  request<string>(cfg, '/instance/panel.html', { auth: false, responseType: 'text' });
