/**
 * "Translate: <language>" on the quiz and the marketing document: creates the translation (a draft copy
 * with its `language`, to translate and publish) and links it to the base in the `translation.metadata`
 * document, then opens it. An existing translation is opened as it is.
 */
import { TranslateIcon } from '@sanity/icons';
import { useClient, type DocumentActionComponent, type DocumentActionProps } from 'sanity';
import { useRouter } from 'sanity/router';
import type { Locale } from '../../contract/markets.ts';
import { API_VERSION } from '../env.ts';
import { LOCALE_TITLES, TRANSLATED_TYPES, isTranslation, translationMutations } from '../schemas/translations.ts';

export function translateAction(locale: Locale): DocumentActionComponent {
  const TranslateAction = (props: DocumentActionProps) => {
    const client = useClient({ apiVersion: API_VERSION });
    const router = useRouter();
    const source = props.draft ?? props.published;
    if (!TRANSLATED_TYPES.includes(props.type) || !source || isTranslation(source)) return null;
    return {
      label: `Translate: ${LOCALE_TITLES[locale]}`,
      icon: TranslateIcon,
      onHandle: async () => {
        const { id, translation, metadata, link } = translationMutations(source as typeof source & { _type: string }, locale);
        await client.transaction()
          .createIfNotExists(translation as typeof translation & { _type: string })
          .createIfNotExists(metadata)
          .patch(metadata._id, (patch) => patch.setIfMissing({ translations: [] }).unset([`translations[_key=="${locale}"]`]).append('translations', [link.entry]))
          .commit();
        router.navigateIntent('edit', { id, type: props.type });
        props.onComplete();
      },
    };
  };
  TranslateAction.displayName = `Translate${locale.replace('-', '')}`;
  return TranslateAction;
}
