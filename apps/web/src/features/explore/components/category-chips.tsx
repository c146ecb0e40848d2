import { skillCategories, type SkillCategory } from '@skillswap/contracts/shared/categories';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

interface CategoryChipsProps {
  selected: SkillCategory | null;
  onSelect: (category: SkillCategory | null) => void;
}

/** All plus the eight categories; each chip is a toggle button, pressed when it filters the list. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation();
  const chips: Array<{ label: string; value: SkillCategory | null }> = [
    { label: t('explore.category.all'), value: null },
    ...skillCategories.map((category) => ({ label: t(`explore.category.${category}`), value: category })),
  ];
  return (
    <div role="group" aria-label={t('explore.category.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const isPressed = chip.value === selected;
        return (
          <Button
            key={chip.value ?? ''}
            size="sm"
            variant={isPressed ? 'default' : 'outline'}
            aria-pressed={isPressed}
            className="rounded-full"
            onClick={() => onSelect(isPressed && chip.value ? null : chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </div>
  );
}
