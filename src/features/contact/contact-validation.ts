/** The contact form's checks, in the order the reader is told about them. */
import { LIMITS } from '@/shared/limits';
import { VALIDATION } from '@/shared/messages';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem as { field, message }, or null when the trimmed values can be sent. */
export function firstContactProblem(v: ContactValues): { field: keyof ContactValues; message: string } | null {
  if (!v.name.trim()) return { field: 'name', message: VALIDATION.required('Name') };
  if (!v.email.trim()) return { field: 'email', message: VALIDATION.required('Email') };
  if (!EMAIL_PATTERN.test(v.email.trim())) return { field: 'email', message: VALIDATION.invalidEmail };
  if (!v.message.trim()) return { field: 'message', message: VALIDATION.required('Message') };
  if (v.message.trim().length < LIMITS.contactMessageMin) return { field: 'message', message: VALIDATION.contactMessageTooShort };
  return null;
}
