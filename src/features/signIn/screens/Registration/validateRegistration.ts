/** The registration form as typed (spec 000 §3 "Registration form"). */
export interface RegistrationForm {
  username: string;
  fullname: string;
  email: string;
  bio: string;
  password: string;
  confirm: string;
  reason: string;
  language: string;
  captchaSolution: string;
}

export type RegistrationField = keyof RegistrationForm;

export interface RegistrationRules {
  emailRequired: boolean;
  reasonRequired: boolean;
}

/** Spec 000 §5. Returns a message id per invalid field; an empty object means the form may be sent. */
export function validateRegistration(
  form: RegistrationForm,
  rules: RegistrationRules,
): Partial<Record<RegistrationField, string>> {
  const errors: Partial<Record<RegistrationField, string>> = {};
  if (!form.username.trim()) errors.username = 'registration.validations.username_required';
  if (!form.fullname.trim()) errors.fullname = 'registration.validations.fullname_required';
  if (rules.emailRequired && !form.email.trim()) errors.email = 'registration.validations.email_required';
  if (!form.password) errors.password = 'registration.validations.password_required';
  if (!form.confirm) errors.confirm = 'registration.validations.password_confirmation_required';
  else if (form.confirm !== form.password) errors.confirm = 'registration.validations.password_confirmation_match';
  if (rules.reasonRequired && !form.reason.trim()) errors.reason = 'registration.validations.reason_required';
  return errors;
}
