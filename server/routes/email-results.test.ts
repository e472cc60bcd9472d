import { frenchTypography } from '../../contract/french-typography.ts';
import { HOUSE_SCENTS } from '../../content/src/house-scents.ts';
import { HOUSE_SCENT_DESCRIPTIONS } from '../../content/src/translations/house-scents.ts';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { EMAIL_PROBLEM_MESSAGES } from '../../contract/email-optin.ts';
import { buildApp } from '../app.ts';
import { DatasetStore } from '../content/datasets.ts';
import { houseScentsOf } from '../kit/load-scents.ts';
import { decodedBody, header, startTestSmtp, type TestSmtp } from '../test-support/smtp.ts';
import { stagingOptions, testConfig, validProfile } from '../test-support/app.ts';
import { testDbTargets, type TestDb } from '../test-support/test-db.ts';
import { headerProblems } from '../../test/reliability/support/headers.ts';
import { PER_ADDRESS_PER_HOUR, UNSUBSCRIBE_PAGE_CSP } from './email-results.ts';

const config = testConfig();
const staging = new DatasetStore(config.contentDir).get(config.contentDataset) ?? [];
const scents = houseScentsOf(staging).scents;
const quizDoc = staging.find((doc) => doc._type === 'quiz') as unknown as { steps: Array<{ type: string; id: string; consentTexts?: Array<{ markets: string[]; text: string; version: string }> }> };
const emailStep = quizDoc.steps.find((step) => step.type === 'email');
const CA = emailStep?.consentTexts?.find((text) => text.markets.includes('CA'));
const DEFAULT = emailStep?.consentTexts?.find((text) => text.markets.length === 0);

async function waitUntil(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const target of testDbTargets()) {
  describe(`results by e-mail [${target.name}]`, { skip: target.skip }, () => {
    let t: TestDb;
    let app: FastifyInstance;
    let smtp: TestSmtp;
    let logs = '';

    before(async () => {
      assert.ok(emailStep && CA && DEFAULT, 'the seed quiz has an e-mail step with a Canadian and a default wording');
      t = await target.open();
      smtp = await startTestSmtp();
      const stream = new Writable({ write(chunk: Buffer, _encoding, done) { logs += chunk.toString('utf8'); done(); } });
      app = await buildApp({
        config: {
          ...config,
          mail: { smtpUrl: smtp.url, from: 'Scentology <quiz@scentology.example>', publicUrl: 'http://api.test', storeUrl: 'https://shop.test', postalAddress: '1200 Rue Sainte-Catherine O, Montréal' },
          outbox: { leaseMs: 30_000, pollMs: 50 },
        },
        db: t.db,
        logger: { level: 'info', stream },
      });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await smtp.close();
      await t.dispose();
    });
    beforeEach(async () => {
      await t.db.exec('TRUNCATE email_optins, outbox, rate_limits');
      smtp.received.length = 0;
    });

    async function storeQuiz(): Promise<string> {
      const profile = validProfile(stagingOptions());
      const response = await app.inject({ method: 'POST', url: '/quiz-meta', payload: { cartToken: '', results: [profile], segmentAnnonId: '', payload: {} } });
      assert.equal(response.statusCode, 200, response.body);
      const id = (response.json() as { id: string }).id;
      const described = await app.inject({ method: 'POST', url: '/ai/description', payload: { quizMetaId: id } });
      assert.equal(described.statusCode, 200, described.body);
      return id;
    }

    let client = 0;
    beforeEach(() => { client++; });
    /** Each test is another client (the per-client limit counts in memory across tests). */
    const optIn = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/email-results', payload: body, remoteAddress: `10.0.0.${client}` });
    const bodyFor = (quizMetaId: string, overrides: Record<string, unknown> = {}) => ({
      quizMetaId, email: 'Jane.Doe@Example.ca', consent: { version: CA?.version, market: 'CA' }, stepId: emailStep?.id,
      locale: 'en-CA', shopifyVariantId: '44890123456789', ...overrides,
    });
    const count = async (table: 'email_optins' | 'outbox') => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

    it('opting in stores the consent record and delivers one e-mail with the description, the kit, the cart link and a working unsubscribe', async () => {
      const quizMetaId = await storeQuiz();
      const response = await optIn(bodyFor(quizMetaId));
      assert.equal(response.statusCode, 202, response.body);
      assert.deepEqual(response.json(), { queued: true });

      const [record] = await t.db.query<{ email: string; market: string; consent_text: string; consent_version: string; consented_at: Date; locale: string }>(
        'SELECT email, market, consent_text, consent_version, consented_at, locale FROM email_optins');
      assert.deepEqual([record?.email, record?.market, record?.consent_text, record?.consent_version, record?.locale],
        ['Jane.Doe@example.ca', 'CA', CA?.text, CA?.version, 'en-CA'], 'the content\'s wording, its version, the market');
      assert.ok(record?.consented_at instanceof Date);

      await waitUntil(() => smtp.received.length === 1, 'the e-mail');
      const mail = smtp.received[0]!;
      assert.deepEqual(mail.to, ['Jane.Doe@example.ca']);
      const body = decodedBody(mail.raw);
      const [quiz] = await t.db.query<{ description: string; profile: unknown }>('SELECT description, profile FROM quiz_meta WHERE id = $1', [quizMetaId]);
      for (const line of (quiz?.description ?? '').split('\n').map((l) => l.replace(/^- /, '').trim()).filter(Boolean)) {
        assert.ok(body.includes(line), `the description line "${line}"`);
      }
      // The kit as the shopper reads it: in the opt-in's locale (en-CA spells "smouldering").
      const kit = await app.inject({ method: 'GET', url: `/quiz-meta/${quizMetaId}/kit?locale=en-CA` });
      const picks = (kit.json() as { picks: Array<{ name: string; description: string }> }).picks;
      assert.equal(picks.length, 4);
      for (const pick of picks) assert.ok(body.includes(pick.description), `the scent ${pick.name} with its description`);
      assert.ok(scents.length >= 4);
      assert.ok(body.includes('https://shop.test/cart/44890123456789:1'), 'the add-to-cart link');
      assert.match(header(mail.raw, 'Content-Type') ?? '', /multipart\/alternative/, 'HTML and a text part');
      assert.equal(header(mail.raw, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^<(http:\/\/api\.test\/email\/unsubscribe\?token=[^>]+)>$/.exec(header(mail.raw, 'List-Unsubscribe') ?? '')?.[1];
      assert.ok(unsubscribeUrl, header(mail.raw, 'List-Unsubscribe'));
      assert.ok(body.includes(unsubscribeUrl.replace(/&/g, '&amp;')) || body.includes(unsubscribeUrl), 'the same link in the body');

      const path = unsubscribeUrl.replace('http://api.test', '');
      const first = await app.inject({ method: 'GET', url: path });
      assert.equal(first.statusCode, 200);
      assert.match(first.body, /You are unsubscribed/);
      const [after1] = await t.db.query<{ unsubscribed_at: Date | null }>('SELECT unsubscribed_at FROM email_optins');
      assert.ok(after1?.unsubscribed_at, 'one click unsubscribes');
      const again = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      assert.equal(again.statusCode, 200, 'the RFC 8058 one-click POST, again: idempotent');
      const [after2] = await t.db.query<{ unsubscribed_at: Date | null }>('SELECT unsubscribed_at FROM email_optins');
      assert.equal(after2?.unsubscribed_at?.getTime(), after1.unsubscribed_at.getTime(), 'the first time is kept');
      const forged = await app.inject({ method: 'GET', url: path.replace(/[^=&]{3}(?=&lang=)/, 'abc') });
      assert.equal(forged.statusCode, 400, 'an altered token unsubscribes nobody');

      assert.ok(!logs.toLowerCase().includes('jane.doe'), 'no address in the logs');
    });

    it('a French shopper consents to the French wording and gets the e-mail in French', async () => {
      const quizMetaId = await storeQuiz();
      const response = await optIn(bodyFor(quizMetaId, { locale: 'fr-CA' }));
      assert.equal(response.statusCode, 202, response.body);
      const [record] = await t.db.query<{ consent_text: string; consent_version: string; locale: string }>('SELECT consent_text, consent_version, locale FROM email_optins');
      assert.deepEqual([record?.consent_version, record?.locale], [CA?.version, 'fr-CA'], 'the same wording, in French');
      assert.match(record?.consent_text ?? '', /^Oui, Scentology .* peut m’envoyer par courriel .* me désabonner en tout temps\.$/);

      await waitUntil(() => smtp.received.length === 1, 'the e-mail');
      const raw = smtp.received[0]!.raw;
      const body = decodedBody(raw);
      const subject = header(raw, 'Subject') ?? '';
      // RFC 2047 encoded words (quoted-printable); the space between two adjacent ones is not text.
      const decodedSubject = decodedBody(subject.replace(/\?=\s+=\?utf-8\?Q\?/gi, '').replace(/=\?utf-8\?Q\?|\?=/gi, '').replace(/_/g, ' '));
      assert.match(decodedSubject, /Votre profil olfactif et votre coffret découverte/);
      assert.ok(body.includes('<html lang="fr-CA">'), 'the HTML says its language');
      for (const words of ['Voici les résultats de votre questionnaire', 'Ajouter le coffret découverte à mon panier', 'Me désabonner de ces courriels', 'Scentology vous envoie ce courriel']) {
        assert.ok(body.includes(words), words);
      }
      assert.ok(!body.includes('Unsubscribe from these e-mails'), 'no English left in the frame');
      const french = Object.values(HOUSE_SCENT_DESCRIPTIONS['fr-CA'] ?? {}).map(frenchTypography).filter((text) => body.includes(text));
      assert.equal(french.length, 4, 'the four scents are described in French');
      assert.ok(!HOUSE_SCENTS.some((scent) => body.includes(scent.description)), 'no English description');
    });

    it('the unsubscribe link opens its page in the e-mail\'s language, English for an unknown one; `lang` only words it', async () => {
      const quizMetaId = await storeQuiz();
      assert.equal((await optIn(bodyFor(quizMetaId, { locale: 'fr-CA' }))).statusCode, 202);
      await waitUntil(() => smtp.received.length === 1, 'the e-mail');
      const link = /^<http:\/\/api\.test(\/email\/unsubscribe\?token=[^>]+)>$/.exec(header(smtp.received[0]!.raw, 'List-Unsubscribe') ?? '')?.[1] ?? '';
      assert.match(link, /&lang=fr-CA$/, 'the e-mail\'s locale rides along');

      const french = await app.inject({ method: 'GET', url: link });
      assert.equal(french.statusCode, 200);
      assert.match(french.body, /^<!doctype html><html lang="fr-CA">/);
      assert.match(french.body, /<title>Votre désabonnement est confirmé<\/title>/);
      assert.match(french.body, /<h1[^>]*>Votre désabonnement est confirmé<\/h1><p>Vous ne recevrez plus de courriels de notre part à cette adresse\.<\/p>/);
      assert.equal(french.headers['content-language'], 'fr-CA');
      assert.deepEqual(headerProblems(french.headers), [], 'the security headers every document carries');
      assert.equal(french.headers['content-security-policy'], UNSUBSCRIBE_PAGE_CSP, 'its own styles, nothing else');
      const [row] = await t.db.query<{ unsubscribed_at: Date | null }>('SELECT unsubscribed_at FROM email_optins');
      assert.ok(row?.unsubscribed_at, 'unsubscribed');
      const oneClick = await app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      assert.equal(oneClick.body, 'Votre désabonnement est confirmé');

      const token = link.replace(/&lang=.*$/, '');
      const british = await app.inject({ method: 'GET', url: `${token}&lang=en-GB` });
      assert.equal(british.statusCode, 200);
      assert.match(british.body, /^<!doctype html><html lang="en-GB">.*<h1[^>]*>You are unsubscribed<\/h1>/s);
      for (const lang of ['xx-YY', '"><script>alert(1)</script>', '']) {
        const unknown = await app.inject({ method: 'GET', url: `${token}&lang=${encodeURIComponent(lang)}` });
        assert.equal(unknown.statusCode, 200, lang);
        assert.match(unknown.body, /^<!doctype html><html lang="en-US">.*<h1[^>]*>You are unsubscribed<\/h1>/s, lang);
        assert.ok(!unknown.body.includes('<script>'), 'nothing of `lang` reaches the page');
      }
      const broken = await app.inject({ method: 'GET', url: '/email/unsubscribe?token=not-a-token&lang=fr-CA' });
      assert.equal(broken.statusCode, 400, 'a language does not make a bad token good');
      assert.match(broken.body, /<html lang="fr-CA">.*<h1[^>]*>Ce lien de désabonnement n’est pas valide<\/h1>/s);
    });

    it('an unsupported locale gets the locale of its language, or U.S. English', async () => {
      const quizMetaId = await storeQuiz();
      assert.equal((await optIn(bodyFor(quizMetaId, { locale: 'fr-FR' }))).statusCode, 202);
      assert.equal((await optIn(bodyFor(quizMetaId, { locale: undefined, email: 'sam@example.ca', consent: { version: DEFAULT?.version, market: 'US' } }))).statusCode, 202);
      const records = await t.db.query<{ email: string; locale: string }>('SELECT email, locale FROM email_optins ORDER BY email');
      assert.deepEqual(records.map((record) => [record.email, record.locale]), [['Jane.Doe@example.ca', 'fr-CA'], ['sam@example.ca', 'en-US']]);
      await waitUntil(() => smtp.received.length === 2, 'both e-mails');
      const subjects = smtp.received.map((mail) => decodedBody(header(mail.raw, 'Subject') ?? ''));
      assert.ok(subjects.some((subject) => subject.includes('Your fragrance profile')), 'the U.S. English one');
    });

    it('the same quiz and address again sends nothing more', async () => {
      const quizMetaId = await storeQuiz();
      assert.equal((await optIn(bodyFor(quizMetaId))).statusCode, 202);
      const repeat = await optIn(bodyFor(quizMetaId, { email: 'jane.doe@EXAMPLE.ca' }));
      assert.deepEqual([repeat.statusCode, repeat.json()], [202, { queued: false }]);
      await waitUntil(() => smtp.received.length === 1, 'the e-mail');
      assert.equal(await count('email_optins'), 1);
    });

    it('without consent, with a wording that is not the current one, or a bad address, nothing is stored or sent', async () => {
      const quizMetaId = await storeQuiz();
      const noConsent = bodyFor(quizMetaId) as Record<string, unknown>;
      delete noConsent['consent'];
      assert.equal((await optIn(noConsent)).statusCode, 400);
      const stale = await optIn(bodyFor(quizMetaId, { consent: { version: 'ca-2020-01', market: 'CA' } }));
      assert.equal(stale.statusCode, 409);
      const otherMarket = await optIn(bodyFor(quizMetaId, { consent: { version: CA?.version, market: 'FR' } }));
      assert.equal(otherMarket.statusCode, 409, 'France gets the default wording, not the Canadian one');
      const throwaway = await optIn(bodyFor(quizMetaId, { email: 'someone@mailinator.com' }));
      assert.equal(throwaway.statusCode, 400);
      assert.equal((throwaway.json() as { error: string }).error, EMAIL_PROBLEM_MESSAGES.disposable);
      const malformed = await optIn(bodyFor(quizMetaId, { email: 'jane@example' }));
      assert.equal((malformed.json() as { error: string }).error, EMAIL_PROBLEM_MESSAGES.malformed);
      assert.equal((await optIn(bodyFor('0b7e6a52-1c1f-4c39-9a3e-3b0f5f1d2a10'))).statusCode, 404);
      assert.deepEqual([await count('email_optins'), await count('outbox')], [0, 0]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(smtp.received.length, 0);
    });

    it('is rate limited per address', async () => {
      const ids = [];
      for (let i = 0; i <= PER_ADDRESS_PER_HOUR; i++) ids.push(await storeQuiz());
      const answers = [];
      for (const id of ids) answers.push((await optIn(bodyFor(id, { consent: { version: DEFAULT?.version, market: 'GB' } }))).statusCode);
      assert.deepEqual(answers, [...Array<number>(PER_ADDRESS_PER_HOUR).fill(202), 429]);
    });

    it('is rate limited per client', async () => {
      const quizMetaId = await storeQuiz();
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push((await optIn(bodyFor(quizMetaId, { email: `shopper${i}@example.com` }))).statusCode);
      assert.deepEqual(answers.slice(-2), [202, 429], '10 an hour from one client');
    });
  });
}
