/** The contact form's checks, in the order the reader is told about them. */
export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** Field limits from LIMITS in src/shared/schemas, handed to the island by its page. */
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
  if (!v.name.trim()) return { field: 'name', message: 'Name is required' };
  if (!v.email.trim()) return { field: 'email', message: 'Email is required' };
  if (!EMAIL_PATTERN.test(v.email.trim())) return { field: 'email', message: 'Please enter a valid email address' };
  if (!v.message.trim()) return { field: 'message', message: 'Message is required' };
  if (v.message.trim().length < messageMin) return { field: 'message', message: 'Message must be at least 10 characters long' };
  return null;
}
