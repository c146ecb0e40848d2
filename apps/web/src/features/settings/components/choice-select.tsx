import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';

interface ChoiceSelectProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  choices: Record<Value, string>;
  onChange: (value: Value) => void;
}

/** A labelled select over a fixed set of choices, listed in the order `choices` gives them. */
export function ChoiceSelect<Value extends string>({
  id,
  label,
  value,
  choices,
  onChange,
}: ChoiceSelectProps<Value>) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as Value)}>
        <SelectTrigger id={id} className="sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries<string>(choices).map(([choice, choiceLabel]) => (
            <SelectItem key={choice} value={choice}>
              {choiceLabel}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </>
  );
}
