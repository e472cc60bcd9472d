/**
 * The description service: the AI provider when configured, checked by the validator with one retry,
 * else the built-in composer (docs/decisions.md "The AI description: the key stays on the server").
 */
import { DEFAULT_DESCRIPTION_LOCALE } from '../../contract/ai-rules.ts';
import type { DescriptionLocale } from '../../contract/ai-rules.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import type { Result } from '../../contract/requests.ts';
import { composeDescription } from './composer.ts';
import type { OptionText } from './labels.ts';
import type { Provider } from './provider.ts';
import { validateDescription } from './validator.ts';

export type DescriptionSource = 'ai' | 'composer';

export interface Description {
  content: string;
  source: DescriptionSource;
  /** The language the text is written in (and was checked in). */
  locale: DescriptionLocale;
  /** Why the AI text was not used (validator problems or the provider's error), when it was not. */
  problems?: string[];
}

/** A pino-like logger; only `warn` is used. */
export interface DescribeLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface DescriberOptions {
  provider?: Provider | null;
  logger?: DescribeLogger;
}

export type Describer = (profile: Profile, optionText?: OptionText, locale?: DescriptionLocale) => Promise<Description>;

/** Model attempts per description: the first, plus one retry when the text fails the validator. */
export const AI_ATTEMPTS = 2;

export function createDescriber({ provider = null, logger }: DescriberOptions = {}): Describer {
  return async (profile, optionText, locale = DEFAULT_DESCRIPTION_LOCALE) => {
    const composed = (problems?: string[]): Description => ({
      content: composeDescription(profile, 0, locale),
      source: 'composer',
      locale,
      ...(problems ? { problems } : {}),
    });
    if (!provider) return composed();

    let problems: string[] = [];
    for (let attempt = 1; attempt <= AI_ATTEMPTS; attempt += 1) {
      let result: Result<string>;
      try {
        result = await provider.complete(profile, optionText, locale);
      } catch (error) {
        // Providers should not throw; a custom one might.
        result = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (!result.ok) {
        logger?.warn({ attempt, error: result.error }, 'AI description failed; using the composer');
        return composed([result.error]);
      }
      const checked = validateDescription(result.value, locale);
      if (checked.ok) return { content: checked.text, source: 'ai', locale };
      problems = checked.problems;
      logger?.warn(
        { attempt, problems },
        attempt < AI_ATTEMPTS ? 'AI description rejected by the validator; retrying' : 'AI description rejected by the validator; using the composer',
      );
    }
    return composed(problems);
  };
}
