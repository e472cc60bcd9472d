/**
 * The e-mail step (docs/behaviour.md "Results by e-mail"): an unticked consent box with the content's
 * wording, clear messages for a malformed or throwaway address and a missing tick (focus goes to the
 * field to fix), Skip and an empty Next move on without sending; a valid opt-in reaches
 * `POST /email-results` with the quiz's id once the analysis stored it.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { EMAIL_PROBLEM_MESSAGES } from '../../contract/email-optin.ts';
import { resetAnalysis } from '../../src/stores/analysis.ts';
import { resetEmailOptin } from '../../src/stores/email-optin.ts';
import { API, shadow, waitFor } from '../support/fixtures.ts';
import { recordRequests } from '../support/journey.ts';
import { click, COMPLETE_ANSWERS, nextLink, openQuiz, quizStep, type, waitForStep } from '../support/quiz.ts';

const problem = (el: Element) => shadow(el).querySelector('.email-problem')?.textContent ?? null;
const focusedIn = (el: Element) => shadow(el).activeElement;

describe('the e-mail step', () => {
  let recorder: ReturnType<typeof recordRequests>;
  beforeEach(() => {
    resetEmailOptin();
    resetAnalysis();
    recorder = recordRequests();
  });
  afterEach(() => {
    recorder.restore();
    resetEmailOptin();
  });

  const optIns = () => recorder.requests.filter((request) => request.url === `${API}/email-results`);

  it('shows the address field and the content\'s wording beside an unticked box; Skip moves on and sends nothing', async () => {
    const el = await openQuiz('/email', COMPLETE_ANSWERS);
    const input = await waitFor<HTMLInputElement>(el, 'input[type="email"]');
    expect(input.autocomplete).to.equal('email');
    expect(shadow(el).querySelector(`label[for="${input.id}"]`)?.textContent).to.equal('E-mail address');
    const box = shadow(el).querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
    expect(box.checked, 'unticked by default').to.equal(false);
    const wording = quizStep('email').consentTexts?.find((text) => text.markets.length === 0)?.text;
    expect(shadow(el).querySelector(`label[for="${box.id}"]`)?.textContent).to.equal(wording);
    await click(await waitFor(el, 'a.email-skip'));
    await waitForStep(el, 'results');
    expect(optIns()).to.deep.equal([]);
  });

  it('explains a malformed or throwaway address and a missing tick, keeping the shopper on the step with the focus on what to fix', async () => {
    const el = await openQuiz('/email', COMPLETE_ANSWERS);
    const input = await waitFor<HTMLInputElement>(el, 'input[type="email"]');
    await click(input);
    await type('jane@example');
    await click(nextLink(el));
    expect(problem(el)).to.equal(EMAIL_PROBLEM_MESSAGES.malformed);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(shadow(el).querySelector('.email-problem')?.id);
    expect(focusedIn(el)).to.equal(input);

    input.select();
    await type('jane@mailinator.com');
    await click(nextLink(el));
    expect(problem(el)).to.equal(EMAIL_PROBLEM_MESSAGES.disposable);

    input.select();
    await type('jane@example.com');
    await click(shadow(el).querySelector('button.email-send') as HTMLElement);
    expect(problem(el)).to.match(/Tick the box/);
    expect(focusedIn(el)).to.equal(shadow(el).querySelector('input[type="checkbox"]'));
    expect(shadow(el).querySelector('.step-screen')?.getAttribute('data-step')).to.equal('email');
    expect(optIns()).to.deep.equal([]);
  });

  it('a ticked, valid opt-in moves on and reaches POST /email-results with the quiz id once the analysis stored it', async () => {
    const el = await openQuiz('/email', COMPLETE_ANSWERS);
    await click(await waitFor<HTMLInputElement>(el, 'input[type="email"]'));
    await type('jane.doe@example.com');
    await click(shadow(el).querySelector('input[type="checkbox"]') as HTMLElement);
    await click(nextLink(el));
    await waitUntil(() => optIns().length === 1, 'the opt-in was sent after the analysis', { timeout: 30000 });
    const meta = recorder.requests.find((request) => request.url === `${API}/quiz-meta`);
    expect(meta, 'after the quiz was stored').not.to.equal(undefined);
    const body = JSON.parse(optIns()[0]?.body ?? '{}') as Record<string, unknown>;
    const version = quizStep('email').consentTexts?.find((text) => text.markets.length === 0)?.version;
    expect(body['email']).to.equal('jane.doe@example.com');
    expect(body['consent']).to.deep.equal({ version, market: 'US' });
    expect(body['stepId']).to.equal('email');
    expect(body['quizMetaId']).to.match(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('nw_quiz_answers') ?? '', 'the address is never kept in storage').not.to.include('jane.doe');
  });
});
