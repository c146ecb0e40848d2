import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** A paragraph, or a bulleted list when given several lines. */
export type LegalBlock = string | string[];
export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/**
 * A policy page. The body is English, the binding text (ADR 135): other languages get the headings, the
 * page's own words and a note saying so, and the English body is marked `lang="en"` for screen readers.
 */
export function LegalDocument({
  document,
  title,
  intro,
  sections,
}: {
  /** Which document, for its translated section headings (`pages.<document>.section.<n>`). */
  document: 'privacy' | 'terms';
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  const { t, language } = useTranslation();
  const { date } = useFormatters();
  const isEnglish = language === 'en';
  const body = isEnglish ? undefined : 'en';
  // Today's date in words: the policies are re-stated on every visit, so "last updated" is the current date.
  const [now] = useState(() => Date.now());
  const today = date(now);
  const heading = (index: number) => t(`pages.${document}.section.${index + 1}`);
  return (
    <article className="page-container max-w-3xl py-16">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">{t('pages.legal.lastUpdated', { date: today })}</p>
        {!isEnglish && (
          <p role="note" className="mt-4 rounded-lg border bg-muted/40 p-3 text-sm">
            {t('pages.legal.englishNote')}
          </p>
        )}
        <p lang={body} className="mt-6 text-lg text-pretty text-muted-foreground">
          {intro}
        </p>
      </header>
      <nav aria-label={t('pages.legal.onThisPage')} className="mt-8 rounded-xl border bg-muted/30 p-5">
        <h2 className="text-sm font-semibold">{t('pages.legal.onThisPage')}</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 ps-5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-primary underline-offset-4 hover:underline">
                {heading(index)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-10 scroll-mt-24">
          <h2 className="text-2xl font-semibold tracking-tight">
            {index + 1}. {heading(index)}
          </h2>
          {section.blocks.map((block, blockIndex) =>
            typeof block === 'string' ? (
              <p key={blockIndex} lang={body} className="mt-4 leading-7 text-muted-foreground">
                {block}
              </p>
            ) : (
              <ul
                key={blockIndex}
                lang={body}
                className="mt-4 list-disc space-y-2 ps-6 leading-7 text-muted-foreground"
              >
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <p className="mt-12 border-t pt-8 text-muted-foreground">
        {t('pages.legal.questions')}{' '}
        <Link to={paths.contact} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('pages.legal.contactLink')}
        </Link>
        .
      </p>
    </article>
  );
}
