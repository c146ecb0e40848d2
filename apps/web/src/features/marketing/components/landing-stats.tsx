const stats = [
  { value: '50K+', label: 'Active Users' },
  { value: '100K+', label: 'Skills Traded' },
  { value: '150+', label: 'Countries' },
  { value: '4.9/5', label: 'Average Rating' },
];

export function LandingStats() {
  return (
    <section aria-label="SkillSwap in numbers" className="border-b bg-muted/30">
      <dl className="page-container grid grid-cols-2 gap-8 py-12 text-center md:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
            <dd className="text-gradient text-3xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
