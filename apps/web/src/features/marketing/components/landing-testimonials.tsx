import { Quote, Star } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { SectionHeading } from './section-heading.tsx';

// Quotes and roles under landing.testimonials.<key>.quote / .role.
const testimonials = [
  { key: 'priya', name: 'Priya S.' },
  { key: 'marco', name: 'Marco D.' },
  { key: 'hannah', name: 'Hannah K.' },
];

export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <section className="page-container py-20">
      <SectionHeading eyebrow={t('landing.testimonials.eyebrow')} title={t('landing.testimonials.title')} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <div
                  className="flex gap-0.5"
                  role="img"
                  aria-label={t('landing.testimonials.rated', { stars: 5 })}
                >
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star key={star} aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                  ))}
                </div>
                <Quote aria-hidden="true" className="size-6 text-primary/30" />
              </div>
              <blockquote className="flex-1 text-pretty">
                {t('landing.testimonials.quoted', {
                  quote: t(`landing.testimonials.${testimonial.key}.quote`),
                })}
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {t(`landing.testimonials.${testimonial.key}.role`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
