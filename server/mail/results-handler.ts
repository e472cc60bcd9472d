/**
 * The outbox handler of `results-email` messages (payload `{optinId, shopifyVariantId}`): reads the opt-in
 * and the stored quiz at send time, so an unsubscribe or an erasure before delivery means nothing is
 * sent, and the outbox row holds no personal data beyond its subject.
 */
import { FALLBACK_DESCRIPTION, resolveDescriptionLocale } from '../../contract/ai-rules.ts';
import type { Database } from '../db/database.ts';
import type { OutboxHandler } from '../outbox/outbox.ts';
import { findOptin } from '../repositories/email-optins.ts';
import { findQuizMeta } from '../repositories/quiz-meta.ts';
import { kitFor, type HouseScentSource } from '../routes/kit.ts';
import type { MailConfig } from '../config.ts';
import type { Mailer } from './mailer.ts';
import { composeResultsEmail, type ResultsEmailWords } from './results-email.ts';
import { supportedLocale } from './email-words.ts';
import { signUnsubscribe, unsubscribeKey } from './unsubscribe-token.ts';

export const RESULTS_EMAIL = 'results-email';

export interface ResultsEmailPayload { optinId: string; shopifyVariantId: string }

/** `Maison Example <quiz@example.com>` → `Maison Example`. */
export function senderName(from: string): string {
  const name = from.replace(/<[^>]*>/, '').trim().replace(/^"|"$/g, '');
  return name || from.trim();
}

/** The one-click link; `lang` (the e-mail's locale) only words the page it opens, the signed token says who. */
export function unsubscribeUrl(mail: MailConfig, token: string, locale: string): string {
  return `${mail.publicUrl}/email/unsubscribe?token=${encodeURIComponent(token)}&lang=${encodeURIComponent(locale)}`;
}

/** `words(locale)`: the e-mail's words in the opt-in's locale, read from the content at send time. */
export function resultsEmailHandler(deps: { db: Database; mailer: Mailer; mail: MailConfig; houseScents: HouseScentSource; words: (locale: string) => ResultsEmailWords }): OutboxHandler {
  return async (message) => {
    const { optinId, shopifyVariantId } = message.payload as ResultsEmailPayload;
    const optin = await findOptin(deps.db, optinId);
    if (!optin || optin.unsubscribedAt) return { ok: true };
    const quiz = optin.quizMetaId ? await findQuizMeta(deps.db, optin.quizMetaId) : null;
    if (!quiz) return { ok: true };
    const locale = resolveDescriptionLocale(optin.locale);
    const scents = deps.houseScents.in(locale);
    if (scents.length === 0) return { ok: false, error: 'no valid house scents in the content dataset' };
    const token = signUnsubscribe(await unsubscribeKey(deps.db), optin.id);
    const link = unsubscribeUrl(deps.mail, token, supportedLocale(optin.locale));
    const composed = composeResultsEmail({
      words: deps.words(optin.locale),
      senderName: senderName(deps.mail.from),
      postalAddress: deps.mail.postalAddress,
      locale: optin.locale,
      description: quiz.description ?? FALLBACK_DESCRIPTION,
      scents: kitFor(quiz.profile, scents, locale).picks.map(({ name, description }) => ({ name, description })),
      cartUrl: `${deps.mail.storeUrl}/cart/${encodeURIComponent(shopifyVariantId)}:1`,
      unsubscribeUrl: link,
    });
    const sent = await deps.mailer.send({
      to: optin.email,
      ...composed,
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      idempotencyKey: message.key,
    });
    return sent.ok ? { ok: true } : { ok: false, error: sent.error.message, permanent: sent.error.permanent };
  };
}
