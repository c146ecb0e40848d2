import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/layout/toast.ts';
import type { z } from 'zod';
import { contactMessageSchema } from '@skillswap/contracts/contact/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactFormValues = z.input<typeof contactMessageSchema>;

interface ContactFormProps {
  initialSubject?: string;
  /** A message written for the member to send or change (a plan request from Pricing). */
  initialMessage?: string;
  /** After the message is sent, with the address the reply goes to. */
  onSent?: (email: string) => void;
  /** A signed-in member's name and address, filled in for them. */
  sender?: { name: string; email: string } | null;
}

export function ContactForm({
  initialSubject = '',
  initialMessage = '',
  sender = null,
  onSent,
}: ContactFormProps) {
  const { t } = useTranslation();
  const emptyForm: ContactFormValues = {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    subject: initialSubject,
    message: initialMessage,
    website: '',
  };
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  });
  const sendMessage = useSendContactMessage();
  const { errors } = formState;
  const isSending = sendMessage.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(contactMessageSchema.parse(values));
      toast.success(t('contact.form.sent'), { description: t('contact.form.sentDescription') });
      reset({ ...emptyForm, subject: '', message: '' });
      onSent?.(values.email);
    } catch {
      toast.error(t('contact.form.error'), { description: t('contact.form.errorDescription') });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.form.name')}
          error={errors.name?.message}
          autoComplete="name"
          placeholder={t('contact.form.namePlaceholder')}
          {...register('name')}
        />
        <TextField
          label={t('contact.form.email')}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          placeholder={t('contact.form.emailPlaceholder')}
          {...register('email')}
        />
      </div>
      <TextField
        label={t('contact.form.subject')}
        error={errors.subject?.message}
        placeholder={t('contact.form.subjectPlaceholder')}
        {...register('subject')}
      />
      <FormField label={t('contact.form.message')} error={errors.message?.message}>
        {(control) => (
          <Textarea
            rows={6}
            placeholder={t('contact.form.messagePlaceholder')}
            {...control}
            {...register('message')}
          />
        )}
      </FormField>
      {/* Honeypot: hidden from people and assistive tech, so only bots fill it in. Hidden without moving it
          off-screen: a box pushed far left becomes scrollable width once the page reads right to left. */}
      <div aria-hidden="true" hidden>
        <label htmlFor="contact-website">{t('contact.form.website')}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('contact.form.respond')}</p>
        <Button type="submit" disabled={isSending} className="w-full sm:w-auto">
          {isSending ? <Spinner label={t('contact.form.sendingLabel')} /> : <Send aria-hidden="true" />}
          {t(isSending ? 'contact.form.sending' : 'contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
