import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { redactSecrets } from './redact';

/** One recorded dispatch: time since recording began, and the action with secrets redacted. */
export interface LoggedAction {
  t: number;
  action: UnknownAction;
}

export interface ActionLogFile {
  format: 'fedi-client-action-log';
  version: 1;
  recordedAt: string;
  actions: LoggedAction[];
}

const MAX_ENTRIES = 5000;
const FLAG_KEY = 'actionLog';

let enabled = false;
let startedAt = 0;
let entries: LoggedAction[] = [];

/** Turned on in development, or by the user (the flag survives reloads) to attach a log to a bug report. */
export function initActionLog(development: boolean): void {
  let flag = false;
  try {
    flag = localStorage.getItem(FLAG_KEY) === 'on';
  } catch {
    // storage unavailable: recording stays as development says
  }
  setActionLogEnabled(development || flag, false);
}

export function isActionLogEnabled(): boolean {
  return enabled;
}

export function setActionLogEnabled(on: boolean, remember = true): void {
  if (on && !enabled) {
    startedAt = Date.now();
    entries = [];
  }
  enabled = on;
  if (!remember) return;
  try {
    if (on) localStorage.setItem(FLAG_KEY, 'on');
    else localStorage.removeItem(FLAG_KEY);
  } catch {
    // nothing to remember it in
  }
}

export const actionLogMiddleware: Middleware = () => (next) => (action) => {
  if (enabled) {
    entries.push({ t: Date.now() - startedAt, action: redactSecrets(action as UnknownAction) });
    if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
  }
  return next(action);
};

export function exportActionLog(): ActionLogFile {
  return { format: 'fedi-client-action-log', version: 1, recordedAt: new Date().toISOString(), actions: entries.slice() };
}

/** Offers the log as a JSON download (a blob URL: allowed under the CSP, no inline script). */
export function downloadActionLog(): void {
  const blob = new Blob([JSON.stringify(exportActionLog(), null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `action-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
