/**
 * The scent-profile picture on the results page (docs/results-experience.md): drawn from the stored
 * answers, with a text alternative; the page (kit panel included) never names a scent of the kit.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import { toProfile } from '../../src/core/profile.ts';
import { API, shadow } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS, openRecommendation, text, waitForPage } from './recommendation-fixtures.ts';

/** Rates floral 5, oceanic 5, woody 4, fresh fruit 4; sweet 1, spicy 2, green 2; the rest 3. */
const ANSWERS = {
  ...COMPLETE_ANSWERS,
  ...Object.fromEntries(SCENT_FAMILIES.map(({ field }) => [field, '3'])),
  floral_scent_notes: '5', aquatic_ocean_notes: '5', woody_scent_notes: '4', fresh_fruit_notes: '4',
  sweet_edible_notes: '1', warm_spicy_scent_notes: '2', green_notes: '2',
  subtle_strong_scrent: '2',
  when_like_wear_fragrance: ['work', 'date night'],
};
const LOVED = ['floral', 'oceanic', 'woody', 'fresh fruit'];
const AVOIDED = ['sweet', 'spicy', 'green'];

/** The house scents the kit recommender picks for these answers, straight from the backend. */
async function kitScentNames(): Promise<string[]> {
  const response = await fetch(`${API}/kit`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(toProfile(ANSWERS)),
  });
  const { picks } = await response.json() as { picks: Array<{ name: string }> };
  return picks.map((pick) => pick.name);
}

function barsOf(section: Element, kind: 'love' | 'avoid'): string[] {
  return [...section.querySelectorAll(`.profile-row:has(.bar-${kind})`)].map((row) => row.querySelector('.profile-label')?.textContent ?? '');
}

describe('scent profile on the results page', () => {
  for (const version of ['A', 'B']) {
    it(`variant ${version}: charts the loved and avoided families, with a text alternative and no scent named`, async () => {
      const el = await openRecommendation({ version, answers: ANSWERS });
      await waitForPage(el);
      const section = shadow(el).querySelector('[data-section="scent-profile"]') as HTMLElement;
      expect(section, 'the scent-profile section').to.not.equal(null);

      const chart = section.querySelector('svg.profile-chart') as SVGSVGElement;
      expect(chart.getAttribute('aria-hidden')).to.equal('true');
      expect(barsOf(section, 'love')).to.have.members(LOVED);
      expect(barsOf(section, 'avoid')).to.have.members(AVOIDED);
      const width = (family: string) => Number(section.querySelector(`.profile-row[data-family="${family}"] rect`)?.getAttribute('width'));
      expect(width('floral_scent_notes'), 'love is longer than like').to.be.above(width('woody_scent_notes'));

      expect(text(section.querySelector('[data-fact="loved"]'))).to.equal('floral, oceanic, woody, fresh fruit');
      expect(text(section.querySelector('[data-fact="avoided"]'))).to.equal('sweet, spicy, green');
      expect(text(section.querySelector('[data-fact="strength"]'))).to.equal('Mixed of subtle and strong');
      expect(text(section.querySelector('[data-fact="occasions"]'))).to.equal('At work, Date night');
      const rows = [...section.querySelectorAll('table tbody tr')].map((row) => `${text(row.querySelector('th'))}: ${text(row.querySelector('td'))}`);
      expect(rows).to.have.length(11);
      expect(rows).to.include.members(['floral: love', 'woody: like', 'citrus: neutral', 'spicy: dislike', 'sweet: strongly dislike']);

      await waitUntil(() => shadow(el).querySelectorAll('[part~="kit-scent"]').length === 4, 'the kit panel');
      const page = text(shadow(el).querySelector('.recommendation')).toLowerCase();
      const names = await kitScentNames();
      expect(names).to.have.length(4);
      for (const name of names) expect(page, `"${name}" named on the page`).to.not.include(name.toLowerCase());
      await expect(section).to.be.accessible();
    });
  }
});
