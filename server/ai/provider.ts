/** An OpenAI-compatible chat-completions client (docs/decisions.md: the key stays on the server). */
import { deadline } from '../../contract/deadline.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import type { Result } from '../../contract/requests.ts';
import type { OptionText } from './labels.ts';
import type { DescriptionLocale } from '../../contract/ai-rules.ts';
import { buildChatRequest } from './prompt.ts';

export interface Provider {
  /** The model's raw text for the profile; never throws. */
  complete(profile: Profile, optionText?: OptionText, locale?: DescriptionLocale): Promise<Result<string>>;
}

export interface OpenAiProviderOptions {
  /** e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Whole-call limit: connection, response and body. */
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici reports "fetch failed" with the system error (ECONNREFUSED, ENOTFOUND…) as its cause.
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

/** `choices[0].message.content` when it is a string. */
function contentOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices)) return null;
  const first: unknown = choices[0];
  if (first === null || typeof first !== 'object') return null;
  const message = (first as { message?: unknown }).message;
  if (message === null || typeof message !== 'object') return null;
  const content = (message as { content?: unknown }).content;
  return typeof content === 'string' ? content : null;
}

export function createOpenAiProvider(options: OpenAiProviderOptions): Provider {
  const { apiKey, model, timeoutMs } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const fetchImpl = options.fetchImpl ?? fetch;

  return {
    async complete(profile, optionText, locale) {
      const limit = deadline(timeoutMs);
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${apiKey}`,
          },
          body: JSON.stringify(buildChatRequest(profile, model, optionText, locale)),
          signal: limit.signal,
        });
        if (!response.ok) {
          // Drain the body so the connection can be reused; its text is not reported (it may echo input).
          await response.body?.cancel().catch(() => undefined);
          return { ok: false, error: `AI endpoint answered HTTP ${response.status}` };
        }
        let body: unknown;
        try {
          body = await response.json();
        } catch (error) {
          if (limit.timedOut()) throw error;
          return { ok: false, error: 'AI endpoint answered with invalid JSON' };
        }
        const content = contentOf(body);
        if (content === null) return { ok: false, error: 'AI response has no choices[0].message.content string' };
        return { ok: true, value: content };
      } catch (error) {
        if (limit.timedOut()) return { ok: false, error: `AI endpoint timed out after ${timeoutMs} ms` };
        return { ok: false, error: `AI endpoint unreachable: ${errorMessage(error)}` };
      } finally {
        limit.dispose();
      }
    },
  };
}
