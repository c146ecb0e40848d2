import { formatMessage, type Catalogue, type Language } from './i18n.ts';
import ar from './validation-messages/ar.json' with { type: 'json' };
import de from './validation-messages/de.json' with { type: 'json' };
import en from './validation-messages/en.json' with { type: 'json' };
import es from './validation-messages/es.json' with { type: 'json' };
import fr from './validation-messages/fr.json' with { type: 'json' };
import ptBR from './validation-messages/pt-BR.json' with { type: 'json' };

/**
 * The schemas' validation messages (ADR 208): a schema's message is a stable key
 * (`swaps.validation.hoursNumber`) and its words, English included, live only in
 * ./validation-messages/<language>.json. The API's error handler puts the key into the caller's language; the
 * web app merges the same files into its catalogue, one language at a time, so it imports the JSON itself and
 * never this module (which holds all six).
 */
export const validationCatalogues: Readonly<Record<Language, Catalogue>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
};

/** A schema message in a language: the key's words, or undefined when the text is not a key. */
export function validationText(message: string, language: Language): string | undefined {
  if (!Object.hasOwn(validationCatalogues.en, message)) return undefined;
  const words = validationCatalogues[language][message] ?? validationCatalogues.en[message]!;
  return formatMessage(words, {}, language);
}
