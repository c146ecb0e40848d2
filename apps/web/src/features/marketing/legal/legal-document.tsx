import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** A paragraph, or a bulleted list when given several lines. */
export type LegalBlock = string | string[];
export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

/** Today's date in words: the policies are re-stated on every visit, so "last updated" is the current date. */
function formatToday() {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
}

export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <article className="page-container max-w-3xl py-16">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {formatToday()}</p>
        <p className="mt-6 text-lg text-pretty text-muted-foreground">{intro}</p>
      </header>
      <nav aria-label="On this page" className="mt-8 rounded-xl border bg-muted/30 p-5">
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 ps-5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-primary underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className="mt-10 scroll-mt-24">
          <h2 className="text-2xl font-semibold tracking-tight">
            {index + 1}. {section.heading}
          </h2>
          {section.blocks.map((block, blockIndex) =>
            typeof block === 'string' ? (
              <p key={blockIndex} className="mt-4 leading-7 text-muted-foreground">
                {block}
              </p>
            ) : (
              <ul key={blockIndex} className="mt-4 list-disc space-y-2 ps-6 leading-7 text-muted-foreground">
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      <p className="mt-12 border-t pt-8 text-muted-foreground">
        Questions about this document? Write to us through the{' '}
        <Link to={paths.contact} className="font-medium text-primary underline-offset-4 hover:underline">
          Contact page
        </Link>
        .
      </p>
    </article>
  );
}
