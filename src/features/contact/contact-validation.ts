/** The contact form's checks, in the order the reader is told about them. */
import { VALIDATION } from '@/shared/messages';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** Field limits from LIMITS in src/shared/limits, handed to the island by its page. */
export interface ContactLimits {
  name: number;
  email: number;
  message: number;
  messageMin: number;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first problem as { field, message }, or null when the trimmed values can be sent. */
export function firstContactProblem(
  v: ContactValues,
  messageMin: number,
): { field: keyof ContactValues; message: string } | null {
  if (!v.name.trim()) return { field: 'name', message: VALIDATION.required('Name') };
  if (!v.email.trim()) return { field: 'email', message: VALIDATION.required('Email') };
  if (!EMAIL_PATTERN.test(v.email.trim())) return { field: 'email', message: VALIDATION.invalidEmail };
  if (!v.message.trim()) return { field: 'message', message: VALIDATION.required('Message') };
  if (v.message.trim().length < messageMin) return { field: 'message', message: VALIDATION.contactMessageTooShort };
  return null;
}
