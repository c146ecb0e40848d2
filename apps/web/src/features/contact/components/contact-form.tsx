import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/layout/toast.ts';
import type { z } from 'zod';
import { contactMessageSchema } from '@skillswap/contracts/contact';
import { FormField } from '@/components/forms/form-field.tsx';
import { TextField } from '@/components/forms/text-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactFormValues = z.input<typeof contactMessageSchema>;

interface ContactFormProps {
  initialSubject?: string;
  /** A signed-in member's name and address, filled in for them. */
  sender?: { name: string; email: string } | null;
}

export function ContactForm({ initialSubject = '', sender = null }: ContactFormProps) {
  const emptyForm: ContactFormValues = {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    subject: initialSubject,
    message: '',
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
      toast.success('Message sent!', { description: "We'll get back to you as soon as possible." });
      reset({ ...emptyForm, subject: '' });
    } catch {
      toast.error('Error', { description: 'An unexpected error occurred. Please try again.' });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          error={errors.name?.message}
          autoComplete="name"
          placeholder="Your name"
          {...register('name')}
        />
        <TextField
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...register('email')}
        />
      </div>
      <TextField
        label="Subject"
        error={errors.subject?.message}
        placeholder="How can we help?"
        {...register('subject')}
      />
      <FormField label="Message" error={errors.message?.message}>
        {(control) => <Textarea rows={6} placeholder="Tell us more…" {...control} {...register('message')} />}
      </FormField>
      {/* Honeypot: hidden from people and assistive tech, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">We typically respond within 24 hours</p>
        <Button type="submit" disabled={isSending} className="w-full sm:w-auto">
          {isSending ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}
          {isSending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
