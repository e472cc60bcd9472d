/**
 * The badge of a translated type's base document: which locales still lack a translation, or have texts
 * left in the base language (../translation-status.ts). Read from its `translation.metadata` document.
 */
import { useEffect, useState } from 'react';
import { useClient, type DocumentBadgeComponent, type DocumentBadgeDescription } from 'sanity';
import { TRANSLATION_METADATA_TYPE } from '../../contract/translations.ts';
import { API_VERSION } from '../env.ts';
import { LOCALE_TITLES, isTranslation } from '../schemas/translations.ts';
import { badgeOf, translationStatus } from '../translation-status.ts';

const TRANSLATIONS = `*[_type == $metadata && $id in translations[].value._ref][0].translations[]{"locale": _key, "document": value->}`;

export const TranslationBadge: DocumentBadgeComponent = (props) => {
  const client = useClient({ apiVersion: API_VERSION });
  const base = props.draft ?? props.published;
  const id = props.id.replace(/^drafts\./, '');
  const [badge, setBadge] = useState<DocumentBadgeDescription | null>(null);
  useEffect(() => {
    if (!base || isTranslation(base)) return undefined;
    let current = true;
    client.fetch<Array<{ locale: string; document: unknown }> | null>(TRANSLATIONS, { metadata: TRANSLATION_METADATA_TYPE, id })
      .then((entries) => {
        const byLocale = Object.fromEntries((entries ?? []).map((entry) => [entry.locale, entry.document]));
        if (current) setBadge(badgeOf(translationStatus(base, byLocale), LOCALE_TITLES));
      }, () => { if (current) setBadge(null); });
    return () => { current = false; };
  }, [client, base, id]);
  return base && !isTranslation(base) ? badge : null;
};
