import { createSelector } from '@reduxjs/toolkit';
import { streamOfTimeline, type StreamSpec } from './streams';
import { parseTimelineKey, type TimelineKey } from '../../slices/timelines';
import type { RootState } from '../../store/rootReducer';
import { selectCapabilities } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';

export const selectStreaming = (s: RootState) => s.streaming;
export const selectStreamStatus = (s: RootState) => s.streaming.status;

export function timelineStream(key: TimelineKey): StreamSpec | null {
  const { kind, param } = parseTimelineKey(key);
  return streamOfTimeline(kind, param);
}

/**
 * The streaming setting is on. Pleroma-FE has two (`useStreamingApi` opens the socket, `streaming`
 * shows new posts at the top by themselves); either one asks for live updates here.
 */
export const selectStreamingEnabled = createSelector(
  [selectSettings],
  (settings) => settings.useStreamingApi === true || settings.streaming === true,
);

/**
 * The socket is wanted: someone is signed in and the setting is on. Visitors never stream: the spec
 * starts streaming at sign-in, their settings cannot turn it on, and Mastodon refuses anonymous sockets.
 */
export const selectStreamWanted = (s: RootState): boolean =>
  s.auth.me !== null && Boolean(s.auth.token) && selectStreamingEnabled(s);

/** The instance's streaming URL: v1 `urls.streaming_api`, or a v2-shaped `configuration.urls.streaming`. */
export const selectStreamingBase = createSelector(
  [selectCapabilities, (s: RootState) => s.instance.instance?.configuration?.urls],
  (capabilities, v2Urls): string | null => {
    if (capabilities.streamingUrl) return capabilities.streamingUrl;
    const streaming = typeof v2Urls === 'object' && v2Urls !== null ? (v2Urls as { streaming?: unknown }).streaming : null;
    return typeof streaming === 'string' && streaming !== '' ? streaming : null;
  },
);

/** The socket is delivering this timeline's new statuses, so its poller can rest. */
export const selectStreamCovers = (s: RootState, key: TimelineKey): boolean =>
  s.streaming.status === 'JOINED' && timelineStream(key) !== null && s.streaming.openTimelines.includes(key);

/** Open timelines and their streams, for (re)subscribing. */
export const selectOpenStreams = createSelector([(s: RootState) => s.streaming.openTimelines], (keys) =>
  keys.flatMap((key) => {
    const spec = timelineStream(key);
    return spec ? [{ key, spec }] : [];
  }),
);
