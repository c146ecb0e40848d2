/**
 * Languages of SkillSwap and the small message formatter both sides use (ADR 102): catalogues are flat JSON
 * objects of ICU-style messages, `{name}` arguments and `{count, plural, one {…} other {…}}` with `#` for the
 * number, plural categories from `Intl.PluralRules` (so Arabic's six forms work without data of our own).
 */
export const languages = ['en', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's own name, for the switcher (a member looks for their language in their language). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The cookie that keeps a visitor's choice (a member's choice is also saved on their account). */
export const languageCookieName = 'skillswap_lang';

/** Id of the JSON script in which a server-rendered page carries its language's catalogue (ADR 102). */
export const inlineCatalogueElementId = 'skillswap-i18n';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The supported language closest to one BCP 47 tag: exact match first ('pt-BR'), then the primary subtag
 * ('es-MX' → 'es', 'pt-PT' → 'pt-BR', the only Portuguese we have), else undefined.
 */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const trimmed = tag.trim();
  const exact = languages.find((language) => language.toLowerCase() === trimmed.toLowerCase());
  if (exact) return exact;
  const primary = trimmed.split(/[-_]/)[0]!.toLowerCase();
  return languages.find((language) => language.split('-')[0]!.toLowerCase() === primary);
}

/** The tags of an Accept-Language header, best first (q=0 dropped, malformed entries skipped). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * Which language to speak: the member's saved language, else the cookie, else the first supported
 * Accept-Language entry, else English.
 */
export function negotiateLanguage({
  saved,
  cookie,
  acceptLanguage,
}: {
  saved?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | readonly string[] | null;
}): Language {
  if (isLanguage(saved)) return saved;
  if (isLanguage(cookie)) return cookie;
  const tags =
    typeof acceptLanguage === 'string' ? parseAcceptLanguage(acceptLanguage) : (acceptLanguage ?? []);
  for (const tag of tags) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return defaultLanguage;
}

export type Catalogue = Readonly<Record<string, string>>;
export type MessageValues = Readonly<Record<string, string | number>>;

const pluralRulesCache = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRulesCache.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesCache.set(language, rules);
  }
  return rules.select(count);
}

/** Index of the `}` closing the `{` at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index++) {
    if (message[index] === '{') depth++;
    else if (message[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`Unbalanced braces in message: ${message}`);
}

/** `one {…} other {…}` → { one: '…', other: '…' } (also `=0 {…}`). */
function parseBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open === -1) break;
    const key = body.slice(index, open).trim();
    const close = closingBrace(body, open);
    branches.set(key, body.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

/**
 * Formats one ICU-style message: `{name}`, `{count, plural, =0 {…} one {# item} other {# items}}` and
 * `{kind, select, a {…} other {…}}`. Numbers are written with the language's digits and separators.
 */
export function formatMessage(message: string, values: MessageValues = {}, language: string = 'en'): string {
  let out = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open === -1) {
      out += message.slice(index);
      break;
    }
    out += message.slice(index, open);
    const close = closingBrace(message, open);
    const inner = message.slice(open + 1, close);
    const firstComma = inner.indexOf(',');
    if (firstComma === -1) {
      const value = values[inner.trim()];
      out += value === undefined ? `{${inner}}` : isolateIn(language, formatValue(value, language));
    } else {
      const name = inner.slice(0, firstComma).trim();
      const rest = inner.slice(firstComma + 1);
      const secondComma = rest.indexOf(',');
      const kind = rest.slice(0, secondComma).trim();
      const branches = parseBranches(rest.slice(secondComma + 1));
      const value = values[name];
      if (kind === 'plural') {
        const count = Number(value ?? 0);
        const branch =
          branches.get(`=${count}`) ??
          branches.get(pluralCategory(language, count)) ??
          branches.get('other') ??
          '';
        out += formatMessage(branch.replace(/#/g, formatValue(count, language)), values, language);
      } else {
        const branch = branches.get(String(value)) ?? branches.get('other') ?? '';
        out += formatMessage(branch, values, language);
      }
    }
    index = close + 1;
  }
  return out;
}

/** First-strong isolate … pop directional isolate (Unicode bidi), the plain-text `<bdi>`. */
const firstStrongIsolate = '\u2068';
const popDirectionalIsolate = '\u2069';

/**
 * A value set into right-to-left text as its own unit: a Latin name, "-5 SC" or "2.25" keeps its order and
 * the sentence's punctuation stays on its own side of it ("SC 5-" otherwise). Left-to-right languages need no
 * marks, so their text stays exactly as written.
 */
export function isolateIn(language: string, text: string): string {
  return isLanguage(language) && textDirection(language) === 'rtl'
    ? `${firstStrongIsolate}${text}${popDirectionalIsolate}`
    : text;
}

// Making a number format costs far more than using one (Explore's first render on a phone spent about 40 ms
// making one per card): one per language and options, kept. The options come from code, so the
// cache stays small.
const numberFormatCache = new Map<string, Intl.NumberFormat>();
function numberFormatOf(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${language} ${JSON.stringify(options)}` : language;
  let format = numberFormatCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormatCache.set(key, format);
  }
  return format;
}

function formatValue(value: string | number, language: string): string {
  return typeof value === 'number' ? numberFormatOf(language).format(value) : value;
}

/** The `{…}` argument names of a message, for checking that translations keep them. */
export function messageArguments(message: string): string[] {
  // A plural or select branch (`one {swap}`) holds text, not an argument, even when that text is one word.
  return [
    ...message.matchAll(/(?<!(?:\b(?:zero|one|two|few|many|other)|=\d+)\s*)\{\s*([A-Za-z_][\w]*)\s*[,}]/g),
  ]
    .map((match) => match[1]!)
    .sort();
}

/** A number in the language's digits and separators. */
export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormatOf(language, options).format(value);
}

/**
 * A SkillCoin amount: "12.5 SC" in English, "12,5 SC" in German, isolated in Arabic so it reads "-5 SC" there
 * too. `signed` writes "+" before gains as well as "-" before losses (statements).
 */
export function formatSkillCoins(language: Language, amount: number, { signed = false } = {}): string {
  const number = numberFormatOf(language, {
    maximumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(amount);
  return isolateIn(language, `${number} SC`);
}

/** A date and/or time in the language, shown in the member's time zone (IANA name). */
export function formatDateTime(
  language: Language,
  value: Date | string | number,
  { timeZone, ...options }: Intl.DateTimeFormatOptions = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  const shown: Intl.DateTimeFormatOptions =
    Object.keys(options).length > 0 ? options : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(language, { ...shown, timeZone }).format(date);
}
