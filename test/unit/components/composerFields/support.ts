// A store with one open composer and an instance with known limits, for the composer field tests.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Instance } from '../../../../src/api/types';
import { composerReady, type ComposerDraft } from '../../../../src/features/composer/composerSlice';
import { instanceLoaded } from '../../../../src/slices/instance';
import { composerFactory, stateAfter } from '../../../support/factories';

export const KEY = 'status';

export const instance = (over: Partial<Instance> = {}): Instance =>
  ({
    uri: 'demo.test',
    title: 'Demo',
    version: '2.7.2 (compatible; Akkoma 3.13.0)',
    upload_limit: 1024 * 1024,
    poll_limits: { max_options: 3, max_option_chars: 10, min_expiration: 120, max_expiration: 7200 },
    configuration: { statuses: { max_media_attachments: 2 } },
    pleroma: { metadata: { features: ['polls'] } },
    ...over,
  }) as Instance;

export function composerState(draft: Partial<ComposerDraft> = {}, ...more: UnknownAction[]) {
  return stateAfter(instanceLoaded(instance()), composerReady(composerFactory(KEY, {}, draft)), ...more);
}

export const fileOf = (name: string, size: number, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
