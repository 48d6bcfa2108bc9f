import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageHeading } from '../../../components/layout/page-heading';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, PhoneInput, Select, Textarea } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_ERROR,
  SUPPORT_PRIORITIES,
  type SupportForm,
  supportFormSchema,
  useSendSupportRequest,
} from '../api/send-support-request';
import { SupportChannels } from '../components/support-channels';
import { SupportFaq } from '../components/support-faq';

export const SUPPORT_SUCCESS = 'Thank you! Your message has been sent. We will reply within 24 hours.';

export default function ContactSupportPage() {
  const { user } = useAuth();
  const send = useSendSupportRequest();
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle');
  const [sentCount, setSentCount] = useState(0);
  const defaults: SupportForm = {
    category: 'general',
    priority: 'medium',
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    subject: '',
    message: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SupportForm>({ resolver: zodResolver(supportFormSchema), defaultValues: defaults });
  const category = watch('category');

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    setSentCount((n) => n + 1);
    try {
      await send.mutateAsync(values);
      setStatus('sent');
      notify.success(SUPPORT_SUCCESS);
      reset(defaults);
    } catch (error) {
      console.error('Support request failed', error);
      setStatus('failed');
    }
  });

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6">
      <header className="space-y-2 text-center">
        <PageHeading className="text-4xl font-extrabold">Contact Support</PageHeading>
        <p className="text-slate-600">We are here to help you and your estate.</p>
      </header>
      <SupportChannels />
      <Card>
        <CardHeader title="Send us a message" description="Fields marked * are required." />
        <CardBody>
          <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Contact support">
            {status === 'sent' ? (
              <FormAlert variant="success" revision={sentCount}>
                {SUPPORT_SUCCESS}
              </FormAlert>
            ) : null}
            {status === 'failed' ? (
              <FormAlert variant="error" revision={sentCount}>
                {SUPPORT_ERROR}
              </FormAlert>
            ) : null}
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-800">Category</legend>
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {SUPPORT_CATEGORIES.map((item) => (
                  <label
                    key={item.value}
                    className={cn(
                      'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                      category === item.value ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                    )}
                  >
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      <input type="radio" value={item.value} className="accent-brand-600" {...register('category')} />
                      {item.label}
                    </span>
                    <span className="mt-1 text-xs text-slate-600">{item.description}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="support-name" label="Name" error={errors.name?.message}>
                <Input {...fieldA11y('support-name', errors.name?.message)} autoComplete="name" {...register('name')} />
              </Field>
              <Field id="support-email" label="Email" required error={errors.email?.message}>
                <Input
                  {...fieldA11y('support-email', errors.email?.message)}
                  type="email"
                  autoComplete="email"
                  required
                  {...register('email')}
                />
              </Field>
              <Field id="support-phone" label="Phone (optional)" error={errors.phone?.message}>
                <PhoneInput
                  {...fieldA11y('support-phone', errors.phone?.message)}
                  maxLength={20}
                  {...register('phone')}
                />
              </Field>
              <Field id="support-priority" label="Priority">
                <Select id="support-priority" {...register('priority')}>
                  {SUPPORT_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {priority[0]?.toUpperCase() + priority.slice(1)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <Field id="support-subject" label="Subject" required error={errors.subject?.message}>
              <Input {...fieldA11y('support-subject', errors.subject?.message)} required {...register('subject')} />
            </Field>
            <Field id="support-message" label="Message" required error={errors.message?.message}>
              <Textarea
                {...fieldA11y('support-message', errors.message?.message)}
                rows={6}
                required
                {...register('message')}
              />
            </Field>
            <Button type="submit" disabled={send.isPending} loading={send.isPending} className="w-full sm:w-auto">
              {send.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        </CardBody>
      </Card>
      <SupportFaq />
    </div>
  );
}
