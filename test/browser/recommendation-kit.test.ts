/**
 * The kit panel and the retake link (docs/results-experience.md "Results page (variants A, B and C)"): the four scents of the
 * kit described and never named, sample size, delivery and returns from the content, and a way back to
 * the first screen with the answers cleared.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import { toProfile } from '../../src/core/profile.ts';
import { $answers } from '../../src/stores/answers.ts';
import { API, shadow } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS, openRecommendation, text, waitForPage } from './recommendation-fixtures.ts';

async function kitScentNames(): Promise<string[]> {
  const response = await fetch(`${API}/kit`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(toProfile(COMPLETE_ANSWERS)),
  });
  const { picks } = await response.json() as { picks: Array<{ name: string }> };
  return picks.map((pick) => pick.name);
}

async function kitPanel(el: Element): Promise<HTMLElement> {
  await waitUntil(() => shadow(el).querySelectorAll('[part~="kit-scent"]').length === 4, 'the kit panel');
  return shadow(el).querySelector('[part~="kit"]') as HTMLElement;
}

describe('kit panel', () => {
  for (const version of ['A', 'C']) {
    it(`variant ${version}: describes each of the four scents by family, strength, character, when and why, naming none`, async () => {
      const el = await openRecommendation({ version });
      await waitForPage(el);
      const panel = await kitPanel(el);
      for (const scent of panel.querySelectorAll('[part~="kit-scent"]')) {
        const facts = [...scent.querySelectorAll('dt')].map(text);
        expect(facts).to.deep.equal(['Family', 'Character', 'Wear it', 'Why it fits you']);
        for (const value of scent.querySelectorAll('dd')) expect(text(value)).to.not.equal('');
        expect(scent.querySelectorAll('.kit-meter .on').length).to.be.within(1, 5);
      }
      const names = await kitScentNames();
      const page = text(shadow(el).querySelector('.recommendation')).toLowerCase();
      for (const name of names) expect(page, `"${name}" named on the page`).to.not.include(name.toLowerCase());
      // What the kit holds, delivery and returns, from the content.
      const assurances = [...panel.querySelectorAll('.assurances li')].map(text);
      expect(assurances[0]).to.equal('4 × 2 ml sprays, about 30 wears each');
      expect(assurances).to.have.length(3);
      await expect(panel).to.be.accessible();
    });
  }

  it('comes right after the personalised picks on variant C, before the sampler is compared', async () => {
    const el = await openRecommendation({ version: 'C' });
    const page = await waitForPage(el);
    const sections = [...page.querySelectorAll(':scope > section')].map((section) => section.getAttribute('data-section'));
    expect(sections.slice(0, 3)).to.deep.equal(['products', 'kit', 'scent-profile']);
  });

  it('"Retake the quiz" clears the answers and the description and opens the first screen', async () => {
    const el = await openRecommendation();
    await waitForPage(el);
    const panel = await kitPanel(el);
    const retake = panel.querySelector<HTMLAnchorElement>('a.retake');
    expect(text(retake)).to.equal('Retake the quiz');
    retake!.click();
    await waitUntil(() => shadow(el).querySelector('.step-screen'), 'the first screen');
    expect($answers.get()).to.deep.equal({});
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.answers) ?? '{}')).to.deep.equal({});
    expect(localStorage.getItem(STORAGE_KEYS.gptContent)).to.equal(null);
    expect(location.hash).to.equal(retake!.getAttribute('href'));
    expect(shadow(el).querySelector('.recommendation')).to.equal(null);
  });
});
