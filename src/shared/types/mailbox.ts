/** Mail caught by the local SMTP catcher under `npm run dev`, as the admin Mailbox shows it. */
export interface CapturedMailSummary {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
}
export interface CapturedMail extends CapturedMailSummary {
  text: string;
  /** The HTML part, if the mail had one; shown only in a sandboxed frame. */
  html: string | null;
  headers: { name: string; value: string }[];
}
