import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeResultsEmail, DEFAULT_EMAIL_WORDS } from './results-email.ts';

const input = {
  words: DEFAULT_EMAIL_WORDS,
  senderName: 'Maison <Example>',
  postalAddress: '1 Rue Exemple, Montréal QC',
  locale: 'fr-CA',
  description: '- Bright citrus mornings\n- Like a walk <in> the garden\n\n- Warm woods at night',
  scents: [
    { name: 'Bergamot & Co', description: 'Zesty.' },
    { name: 'Cedar', description: 'Dry woods.' },
    { name: 'Rose', description: 'Petals.' },
    { name: 'Amber', description: 'Warm.' },
  ],
  cartUrl: 'https://shop.example/cart/123:1',
  unsubscribeUrl: 'https://api.example/email/unsubscribe?token=a.b',
};

describe('composeResultsEmail', () => {
  it('holds the description, the four described scents, the cart link, the sender and the way out, in HTML and text', () => {
    const mail = composeResultsEmail(input);
    for (const part of [mail.text, mail.html]) {
      for (const scent of input.scents) assert.ok(part.includes(scent.description));
      assert.ok(part.includes('Warm woods at night'));
      assert.ok(part.includes('1 Rue Exemple, Montréal QC'), 'postal address');
    }
    assert.ok(mail.text.includes(`Add the Discovery Kit to your cart\u00a0: ${input.cartUrl}`), 'the input is fr-CA');
    assert.ok(mail.text.includes(`Unsubscribe from these e-mails\u00a0: ${input.unsubscribeUrl}`));
    assert.ok(composeResultsEmail({ ...input, locale: 'en-GB' }).text.includes(`Unsubscribe from these e-mails: ${input.unsubscribeUrl}`));
    assert.ok(mail.html.includes('<html lang="fr-CA">'));
    assert.ok(mail.html.includes(`href="${input.cartUrl}"`));
    assert.match(mail.html, /<a href="https:\/\/api\.example\/email\/unsubscribe\?token=a\.b"[^>]*>Unsubscribe from these e-mails<\/a>/);
    assert.equal((mail.html.match(/<li /g) ?? []).length, 3, 'one list item per description line');
    assert.equal((mail.html.match(/<h3 /g) ?? []).length, 4);
  });

  it('says what the content’s words say, the sender in the footer', () => {
    const words = { ...DEFAULT_EMAIL_WORDS, subject: 'Votre profil', heading: 'Votre profil olfactif', footer: '{sender} vous écrit.', unsubscribe: 'Me désabonner' };
    const mail = composeResultsEmail({ ...input, words });
    assert.equal(mail.subject, 'Votre profil');
    assert.ok(mail.text.startsWith('Votre profil olfactif\n'));
    assert.ok(mail.text.includes(`Me désabonner\u00a0: ${input.unsubscribeUrl}`), 'French typography before the link');
    assert.match(mail.html, /<p style="margin:0 0 8px">Maison &lt;Example&gt; vous écrit\.<\/p>/);
    assert.match(mail.html, />Me désabonner<\/a>/);
  });

  it('escapes content in the HTML', () => {
    const { html } = composeResultsEmail(input);
    assert.ok(html.includes('Bergamot &amp; Co'));
    assert.ok(html.includes('Like a walk &lt;in&gt; the garden'));
    assert.ok(html.includes('Maison &lt;Example&gt;'));
    assert.ok(!html.includes('<in>'));
  });
});
