import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (the monthly report's PDFs). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends e-mail; absent when no SMTP is configured (then links are only shown to the administrator). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP_URL (smtp://user:pass@host:587) and MAIL_FROM (falls back to CONTACT_EMAIL_FROM); none without SMTP_URL. */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer | undefined {
  if (!env.SMTP_URL) return undefined;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.MAIL_FROM ?? env.CONTACT_EMAIL_FROM ?? 'Ecopeso <no-reply@ecopeso.local>';
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
