import { skillCategories, type SkillCategory } from '@skillswap/contracts/categories';
import { Button } from '@/components/ui/button.tsx';

interface CategoryChipsProps {
  selected: SkillCategory | null;
  onSelect: (category: SkillCategory | null) => void;
}

/** All plus the eight categories; each chip is a toggle button, pressed when it filters the list. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  const chips: Array<{ label: string; value: SkillCategory | null }> = [
    { label: 'All', value: null },
    ...skillCategories.map((category) => ({ label: category, value: category })),
  ];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const isPressed = chip.value === selected;
        return (
          <Button
            key={chip.label}
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
