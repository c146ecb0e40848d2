import type { ReactNode } from 'react';
import { cx } from 'class-variance-authority';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  className?: string;
}

/** The heading band at the top of a content page: a small label, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, children, className }: PageIntroProps) {
  return (
    <section className={cx('hero-glow border-b', className)}>
      <div className="page-container flex flex-col items-center gap-4 py-16 text-center sm:py-20">
        {eyebrow && (
          <p className="rounded-full border bg-background/70 px-3 py-1 text-xs font-semibold tracking-wide text-primary uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="max-w-2xl text-lg text-pretty text-muted-foreground">{children}</div>}
      </div>
    </section>
  );
}
