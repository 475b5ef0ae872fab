// Delivers a security code: by email when SMTP is configured, otherwise as one line in the server's log.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';

export type DeliverCode = (email: string, code: string) => Promise<void>;

export function createCodeDelivery(smtp: SmtpConfig | undefined, log: (line: string) => void = console.log): DeliverCode {
  if (!smtp) {
    return async (email, code) => log(`Login code for ${email}: ${code}`);
  }
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
  });
  return async (email, code) => {
    await transport.sendMail({
      from: smtp.from,
      to: email,
      subject: 'Your sign-in code',
      // Asking again within a code's lifetime re-sends the same code (loginCodes.ts), so the mail says so.
      text: `Your security code is ${code}. It can be used once, within 10 minutes of your first request; asking again sends this same code.`,
    });
  };
}
