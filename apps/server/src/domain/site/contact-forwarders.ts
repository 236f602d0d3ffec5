import nodemailer from 'nodemailer';
import type { ContactForwarder } from './create-contact-message.ts';

/** Posts each contact message as JSON to CONTACT_WEBHOOK_URL (a CRM, a chat channel). */
export function webhookForwarder(url: string): ContactForwarder {
  return {
    async forward(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`contact webhook answered ${res.status}`);
    },
  };
}

/** E-mails each contact message through SMTP_URL (smtp://user:pass@host:587) to CONTACT_EMAIL_TO. */
export function smtpForwarder(smtpUrl: string, to: string, from: string): ContactForwarder {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async forward(message) {
      await transport.sendMail({
        from,
        to,
        replyTo: message.email,
        subject: `Ecopeso — contato de ${message.fullName}${message.company ? ` (${message.company})` : ''}`,
        text: `${message.fullName} <${message.email}>\n${message.company ?? ''}\n\n${message.message}`,
      });
    },
  };
}

/** Every forwarder the environment configures, combined; none when nothing is set. */
export function forwarderFromEnv(env: NodeJS.ProcessEnv = process.env): ContactForwarder | undefined {
  const forwarders: ContactForwarder[] = [];
  if (env.CONTACT_WEBHOOK_URL) forwarders.push(webhookForwarder(env.CONTACT_WEBHOOK_URL));
  if (env.SMTP_URL && env.CONTACT_EMAIL_TO) {
    forwarders.push(smtpForwarder(env.SMTP_URL, env.CONTACT_EMAIL_TO, env.CONTACT_EMAIL_FROM ?? env.CONTACT_EMAIL_TO));
  }
  if (!forwarders.length) return undefined;
  return { forward: async (m) => void (await Promise.all(forwarders.map((f) => f.forward(m)))) };
}
