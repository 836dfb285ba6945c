/** The info toast that tells the reader where the code went and, in the demonstration, what it is. */
import { showToast } from '@/stores/toasts';

export function codeToast(kind: 'sent' | 'resent', email: string, code?: string): void {
  const where = `Verification code ${kind} to ${email}.`;
  showToast(code ? `${where} Your code is ${code}` : where, 'info');
}
