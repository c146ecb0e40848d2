import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { memberRoles, type MemberRole } from '@skillswap/contracts/auth/schemas';
import {
  setPlanBodySchema,
  setRoleBodySchema,
  type MemberDetail,
} from '@skillswap/contracts/admin-members/schemas';
import { suspendMemberSchema } from '@skillswap/contracts/admin-reports/schemas';
import { planTiers, type PlanTier } from '@skillswap/contracts/shared/plans';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useRefundFirstPayment, useSetPlan, useSetRole, useSetVerified } from '../api/members.ts';
import { useSetSuspension } from '../api/reports.ts';
import { roleLabelKeys } from '../role-labels.ts';
import { DetailSection as Section } from './detail-section.tsx';

/** The plan's name key in the console's catalogue. */
export const planKey = (plan: PlanTier) => `console.plan.${plan}`;

export function MemberActions({ detail }: { detail: MemberDetail }) {
  const { member } = detail;
  const { user } = useAuth();
  const { t } = useTranslation();
  const setVerified = useSetVerified(member.id);
  const isAdmin = user?.role === 'admin';
  return (
    <Section id="member-actions" title={t('console.member.actions')}>
      <div className="grid gap-4 rounded-lg border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            {t(member.verified ? 'console.member.isVerified' : 'console.member.notVerified')}
          </p>
          <Button
            variant="outline"
            disabled={setVerified.isPending}
            onClick={() =>
              setVerified.mutate(!member.verified, {
                onSuccess: (changed) =>
                  toast.success(
                    t(changed.verified ? 'console.member.badgeGiven' : 'console.member.badgeRemoved'),
                  ),
                onError: (error) => toast.error(getErrorMessage(error, t('console.member.badgeFailed'))),
              })
            }
          >
            {t(member.verified ? 'console.member.removeBadge' : 'console.member.giveBadge')}
          </Button>
        </div>
        {member.id !== user?.id && !member.deleted && (
          <SuspensionForm
            key={String(member.suspended)}
            memberId={member.id}
            isSuspended={member.suspended}
          />
        )}
        {isAdmin && member.id !== user?.id && <RoleForm memberId={member.id} role={member.role} />}
        {isAdmin && <PlanForm memberId={member.id} plan={member.plan} />}
        {isAdmin && member.plan === 'premium' && <RefundControl memberId={member.id} />}
      </div>
    </Section>
  );
}

/** Suspending needs the contract's reason; lifting takes an optional note, left out when empty. */
const suspensionSchemas = {
  suspend: suspendMemberSchema,
  lift: z.object({
    reason: z
      .string()
      .transform((note) => note.trim() || undefined)
      .pipe(suspendMemberSchema.shape.reason.optional()),
  }),
};
type SuspensionValues = { reason: string };
type SuspensionInput = { reason?: string | undefined };

/**
 * Suspend (sign-in refused, hidden everywhere, open swaps ended and holds released) or lift it, with the
 * reason the member is mailed; the same endpoints as the Reports queue (ADR 73). The parent mounts a new form
 * when the member's suspension changes, so each starts empty with its own rules.
 */
function SuspensionForm({ memberId, isSuspended }: { memberId: string; isSuspended: boolean }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const setSuspension = useSetSuspension();
  const { register, handleSubmit, setError, formState } = useForm<SuspensionValues, unknown, SuspensionInput>(
    {
      resolver: zodResolver(isSuspended ? suspensionSchemas.lift : suspensionSchemas.suspend),
      defaultValues: { reason: '' },
    },
  );
  const submit = handleSubmit(async ({ reason }) => {
    try {
      const changed = await setSuspension.mutateAsync({
        memberId,
        suspend: !isSuspended,
        reason: reason ?? '',
      });
      toast.success(
        t(changed.isSuspended ? 'console.reports.memberSuspended' : 'console.member.suspensionLifted'),
      );
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['reason'], validation)) return;
      toast.error(getErrorMessage(failure, t('console.member.suspensionFailed')));
    }
  });
  return (
    <form className="grid gap-2" noValidate onSubmit={(event) => void submit(event)}>
      <p className="text-sm">
        {t(isSuspended ? 'console.member.isSuspended' : 'console.member.suspendExplained')}
      </p>
      <FormField
        label={t(isSuspended ? 'console.member.liftNote' : 'console.member.suspendReason')}
        error={validation(formState.errors.reason?.message)}
      >
        {(control) => <Textarea maxLength={1000} className="min-h-16" {...control} {...register('reason')} />}
      </FormField>
      <Button
        type="submit"
        variant={isSuspended ? 'outline' : 'destructive'}
        className="justify-self-start"
        disabled={formState.isSubmitting}
      >
        {t(isSuspended ? 'console.member.lift' : 'console.reports.suspend')}
      </Button>
    </form>
  );
}

/** Asks once more before refunding: the money goes back and the plan ends at once. */
function RefundControl({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const [isConfirming, setIsConfirming] = useState(false);
  const refund = useRefundFirstPayment(memberId);
  return (
    <div className="grid gap-2">
      <p className="text-sm">{t('console.member.refundExplained')}</p>
      <div className="flex flex-wrap gap-2">
        {isConfirming ? (
          <>
            <Button
              variant="destructive"
              disabled={refund.isPending}
              onClick={() =>
                refund.mutate(undefined, {
                  onSuccess: (done) => {
                    setIsConfirming(false);
                    toast.success(t('console.member.refunded'), {
                      description: t('console.member.refundedAmount', {
                        amount: money(done.amount, done.currency),
                      }),
                    });
                  },
                  onError: (error) => toast.error(getErrorMessage(error, t('console.member.refundFailed'))),
                })
              }
            >
              {t('console.member.confirmRefund')}
            </Button>
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              {t('console.member.keepPayment')}
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => setIsConfirming(true)}>
            {t('console.member.refund')}
          </Button>
        )}
      </div>
    </div>
  );
}

const selectClassName = 'h-10 rounded-md border border-input bg-background px-3 text-sm';

type ChoiceValues = Record<string, string>;

/**
 * One setting an admin picks from a list (a member's role, their plan): the contract's schema checks the
 * choice, the server's answer for the field lands under it, and saving what is already set is not offered.
 */
function ChoiceForm<Choice extends string>(props: {
  field: string;
  schema: z.ZodType<ChoiceValues, ChoiceValues>;
  label: string;
  current: Choice;
  options: readonly Choice[];
  optionLabel: (option: Choice) => string;
  submitLabel: string;
  /** Saves the choice and answers the toast that says so. */
  save: (choice: Choice) => Promise<string>;
  failed: string;
}) {
  const { field, current } = props;
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, control, formState } = useForm<ChoiceValues>({
    resolver: zodResolver(props.schema),
    defaultValues: { [field]: current },
  });
  const chosen = useWatch({ control, name: field });
  const submit = handleSubmit(async (values) => {
    try {
      toast.success(await props.save(values[field] as Choice));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, [field], validation)) return;
      toast.error(getErrorMessage(failure, props.failed));
    }
  });
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={props.label} error={validation(formState.errors[field]?.message)}>
        {(fieldControl) => (
          <select className={selectClassName} {...fieldControl} {...register(field)}>
            {props.options.map((option) => (
              <option key={option} value={option}>
                {props.optionLabel(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" disabled={formState.isSubmitting || chosen === current}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

function RoleForm({ memberId, role }: { memberId: string; role: MemberRole }) {
  const { t } = useTranslation();
  const setRole = useSetRole(memberId);
  return (
    <ChoiceForm
      field="role"
      schema={setRoleBodySchema}
      label={t('console.member.role')}
      current={role}
      options={memberRoles}
      optionLabel={(option) => t(option === 'member' ? 'console.member.noRole' : roleLabelKeys[option])}
      submitLabel={t('console.member.saveRole')}
      save={async (choice) => t(`console.member.roleChanged.${(await setRole.mutateAsync(choice)).role}`)}
      failed={t('console.member.roleFailed')}
    />
  );
}

function PlanForm({ memberId, plan }: { memberId: string; plan: PlanTier }) {
  const { t } = useTranslation();
  const setPlan = useSetPlan(memberId);
  return (
    <ChoiceForm
      field="plan"
      schema={setPlanBodySchema}
      label={t('console.member.plan')}
      current={plan}
      options={planTiers}
      optionLabel={(option) => t(planKey(option))}
      submitLabel={t('console.member.savePlan')}
      save={async (choice) =>
        t('console.member.planChanged', { plan: t(planKey((await setPlan.mutateAsync(choice)).plan)) })
      }
      failed={t('console.member.planFailed')}
    />
  );
}
