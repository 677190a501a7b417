// The sign-up and recovery screens' intents (sign-in's own are the session's, in slices/auth.ts). Small
// and in the first bundle; the slices and sagas come with the "login" chunk.
import { createAction } from '@reduxjs/toolkit';
import type { RegistrationParams } from './api/registration';

/** Intents handled by sagas/registration.ts. */
export const captchaRequested = createAction('registration/captchaRequested');
export const registrationSubmitted = createAction<RegistrationParams>('registration/submitted');

export const passwordResetRequested = createAction<{ email: string }>('passwordReset/requested');
