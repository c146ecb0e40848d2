import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  commonSkills,
  skillCategories,
  skillLimits,
  type SkillCategory,
} from '@skillswap/contracts/shared/categories';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { checkNewSkill } from '../skill-rules.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';

interface SkillsPickerProps {
  label: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

/** Skills as removable badges; add from the common skills of a category or type your own. */
export function SkillsPicker({ label, skills, onChange, error }: SkillsPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<SkillCategory>(skillCategories[0]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add(candidate: string) {
    const reason = checkNewSkill(t, skills, candidate);
    setProblem(reason);
    if (reason) return;
    onChange([...skills, candidate.trim()]);
    setDraft('');
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(draft);
  }

  const message = problem ?? error;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 font-medium">{label}</legend>
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('profiles.skills.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="gap-1 py-1 pe-1">
                {skill}
                <button
                  type="button"
                  className="cursor-pointer rounded-full p-0.5 hover:bg-background"
                  aria-label={t('profiles.skills.remove', { skill })}
                  onClick={() => onChange(skills.filter((existing) => existing !== skill))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>{t('profiles.skills.commonIn')}</Label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as SkillCategory)}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:w-56"
        >
          {skillCategories.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <div className="flex flex-wrap gap-2">
          {commonSkills[category]
            .filter((skill) => !skills.some((existing) => existing.toLowerCase() === skill.toLowerCase()))
            .map((skill) => (
              <Button
                key={skill}
                size="sm"
                variant="outline"
                onClick={() => add(skill)}
                aria-label={t('profiles.skills.add', { skill })}
              >
                <Plus aria-hidden="true" /> {skill}
              </Button>
            ))}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-custom`}>{t('profiles.skills.another')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-custom`}
            value={draft}
            maxLength={skillLimits.maxSkillLength + 10}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={addOnEnter}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
          />
          <Button variant="outline" onClick={() => add(draft)}>
            {t('profiles.skills.addButton')}
          </Button>
        </div>
        <FormMessage id={`${id}-message`}>{message}</FormMessage>
      </div>
    </fieldset>
  );
}
