// Stand-ins for the slices of the "login" chunk's sign-up and recovery screens (slices/registration.ts,
// slices/passwordReset.ts): the real ones come with those screens and inject themselves.
import type { RegistrationState } from './registrationSlice';
import type { PasswordResetState } from './passwordResetSlice';
import { standIn } from '../../slices/standIn';

export const registrationInitialState: RegistrationState = {
  status: 'idle',
  errors: [],
  message: null,
  captcha: null,
  captchaLoading: false,
};
export const passwordResetInitialState: PasswordResetState = { status: 'idle', error: null };

/** Registered in store/rootReducer.ts; slices/registration.ts and slices/passwordReset.ts inject the real ones. */
export const [registrationReducer, injectRegistrationReducer] = standIn(registrationInitialState);
export const [passwordResetReducer, injectPasswordResetReducer] = standIn(passwordResetInitialState);
