import { useId, type ReactNode } from 'react';

/** A card of the community page with its heading, as the page's other sections are drawn. */
export function EconomySection({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className="grid scroll-mt-20 gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
