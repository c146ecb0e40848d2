import { Quote } from 'lucide-react';

const numbers = [
  { value: '50K+', label: 'Active members' },
  { value: '100K+', label: 'Skills traded' },
  { value: '150+', label: 'Countries' },
  { value: '95%', label: 'Satisfaction rate' },
];

export function AboutNumbers() {
  return (
    <section aria-label="SkillSwap in numbers" className="page-container py-20">
      <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
        {numbers.map((number) => (
          <div
            key={number.label}
            className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-6 text-center"
          >
            <dt className="text-sm font-medium text-muted-foreground">{number.label}</dt>
            <dd className="text-gradient text-3xl font-extrabold tracking-tight">{number.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The founder's words with their title only: the name is withheld (docs/product-rules.md R1.4). */
export function AboutFounderQuote() {
  return (
    <section className="page-container pb-20">
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 bg-brand-gradient rounded-2xl px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <Quote aria-hidden="true" className="size-10 text-white/70" />
        <blockquote className="text-xl font-medium text-balance sm:text-2xl">
          “Everyone is an expert at something and a beginner at something else. SkillSwap exists so those two
          people can find each other, and so an hour of anyone’s time is worth the same.”
        </blockquote>
        <figcaption className="text-white/90">Founder &amp; CEO, SkillSwap</figcaption>
      </figure>
    </section>
  );
}
