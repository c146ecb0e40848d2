import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MyProfile } from '@skillswap/contracts/profiles';
import { createSwapRequestSchema, defaultSkill, defaultSwapMessage } from '@skillswap/contracts/swaps';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { HoursField } from '@/components/forms/hours-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { SwapTarget } from './swap-request-button.tsx';
import { PlanLimitsNote } from './plan-limits-note.tsx';
import type { SwapUsage } from '../swap-usage.ts';

const formSchema = createSwapRequestSchema.omit({ targetId: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface SwapRequestFormProps {
  target: SwapTarget;
  requester: MyProfile | null;
  usage: SwapUsage | null;
  isSending: boolean;
  onSend: (values: FormOutput) => void;
}

/** Prefilled as the spec says (first skills or 'Skill', the default message, an even hour); all editable. */
export function SwapRequestForm({ target, requester, usage, isSending, onSend }: SwapRequestFormProps) {
  const id = useId();
  const mySkills = requester?.skills_offered ?? [];
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      offeredSkill: defaultSkill(mySkills),
      requestedSkill: defaultSkill(target.skills_offered),
      message: defaultSwapMessage(target.full_name || 'there'),
      hoursOffered: 1,
      hoursRequested: 1,
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void form.handleSubmit(onSend)(event)} noValidate className="grid gap-4">
      <TextField
        label="You teach"
        suggestions={mySkills}
        error={errors.offeredSkill?.message}
        {...form.register('offeredSkill')}
      />
      <TextField
        label="You learn"
        suggestions={target.skills_offered}
        error={errors.requestedSkill?.message}
        {...form.register('requestedSkill')}
      />
      <div className="grid grid-cols-2 gap-4">
        <HoursField
          id={`${id}-offered`}
          label="Hours you teach"
          step={0.5}
          {...form.register('hoursOffered', { valueAsNumber: true })}
        />
        <HoursField
          id={`${id}-requested`}
          label="Hours you learn"
          step={0.5}
          {...form.register('hoursRequested', { valueAsNumber: true })}
        />
      </div>
      <FormMessage>{errors.hoursOffered?.message ?? errors.hoursRequested?.message}</FormMessage>
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea rows={3} maxLength={2000} {...control} {...form.register('message')} />}
      </FormField>
      {requester && <PlanLimitsNote plan={requester.plan} usage={usage} />}
      <DialogFormFooter submitLabel="Send Request" pendingLabel="Sending..." isPending={isSending} />
    </form>
  );
}
