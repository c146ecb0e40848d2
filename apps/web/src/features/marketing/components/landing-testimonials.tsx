import { Quote, Star } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const testimonials = [
  {
    quote:
      'I taught a retired engineer how to edit video, and he taught me to fix my bike. Neither of us spent a cent, and we still meet every month.',
    name: 'Priya S.',
    role: 'Video editor, Leeds',
  },
  {
    quote:
      'Three months of Spanish in exchange for help with my bakery’s website. SkillSwap made it feel fair from the first hour.',
    name: 'Marco D.',
    role: 'Baker and web novice, Turin',
  },
  {
    quote:
      'The SkillCoin balance keeps things honest. I teach piano on weekends and spend my coins on yoga and photography lessons.',
    name: 'Hannah K.',
    role: 'Piano teacher, Toronto',
  },
];

export function LandingTestimonials() {
  return (
    <section className="page-container py-20">
      <SectionHeading eyebrow="Testimonials" title="Loved by learners and teachers" />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <div className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star key={star} aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                  ))}
                </div>
                <Quote aria-hidden="true" className="size-6 text-primary/30" />
              </div>
              <blockquote className="flex-1 text-pretty">“{testimonial.quote}”</blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground"> · {testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
