import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  issuedAfterToday,
  looksLikePdf,
  MAX_UPLOAD_BYTES,
  UPLOAD_KINDS,
  UPLOAD_NUMBER_MAX,
  uploadQuerySchema,
} from '@ecopeso/shared/documents';
import type { Language } from '@ecopeso/shared/languages';
import { dayInZone, formatDay } from '@ecopeso/shared/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormSelect, FormTextField, useZodForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useClientDetail } from '@/lib/clients-api';
import { useUploadDocument, type UploadInput } from '../api/documents-api';

const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const ERRORS = 'documents:upload.errors';

/**
 * The upload form's values: the route's kind, number and day (uploadQuerySchema), and the PDF checked as the server
 * will check it first — there, not empty, at most MAX_UPLOAD_BYTES, starting like a PDF (its structure only the
 * server reads).
 */
const uploadFormSchema = uploadQuerySchema.pick({ kind: true, number: true, issuedOn: true }).extend({
  file: z
    .instanceof(File, { message: `${ERRORS}.noFile` })
    .refine((file) => file.size > 0, { message: `${ERRORS}.empty`, abort: true })
    .refine((file) => file.size <= MAX_UPLOAD_BYTES, { message: `${ERRORS}.tooLarge`, abort: true })
    .refine(async (file) => looksLikePdf(new Uint8Array(await file.slice(0, 5).arrayBuffer())), {
      message: `${ERRORS}.notPdf`,
    }),
});

/**
 * The upload's state and sending. The issue day starts at today on the client's clock and may not pass it; a
 * refusal (of the file here, of the day, or the server's) is one message above the button.
 */
function useUploadForm(clientId: string, lang: Language) {
  const { t } = useTranslation('documents');
  const toast = useToast();
  const upload = useUploadDocument(clientId, lang);
  const client = useClientDetail(clientId);
  const today = client.data ? dayInZone(client.data.timezone) : null;
  const form = useZodForm(uploadFormSchema, {
    defaultValues: { kind: 'mtr', number: '', issuedOn: today ?? '' },
  });
  const [error, setError] = useState<string | null>(null);
  // The day is today once the client's time zone has arrived, unless one was typed meanwhile.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (today && !getFieldState('issuedOn').isDirty) setValue('issuedOn', today);
  }, [today, getFieldState, setValue]);

  function submit(input: UploadInput, clearFile: () => void) {
    setError(null);
    if (today && issuedAfterToday(input.issuedOn, today)) {
      return setError(
        t('upload.errors.issuedInFuture', {
          kind: t(`kinds.${input.kind}`),
          date: formatDay(input.issuedOn, lang),
          today: formatDay(today, lang),
        }),
      );
    }
    upload.mutate(input, {
      onSuccess: (saved) => {
        toast.show('success', t('upload.done', { kind: t(`kinds.${saved.kind}`), number: saved.number }));
        form.resetField('number', { defaultValue: '' });
        clearFile();
      },
      onError: (err) =>
        setError(err instanceof ApiError && err.status === 400 ? err.message : t('upload.errors.failed')),
    });
  }
  const fileError = form.formState.errors.file?.message;
  return {
    form,
    today,
    submit,
    sending: upload.isPending,
    refusal: fileError ? t(fileError) : error,
    clearRefusal: () => setError(null),
  };
}

/**
 * The form that files the PDF of an MTR or CDF made outside Ecopeso: checked here first, then by the server (which
 * alone knows the numbers already stored).
 */
export function UploadForm({ clientId, lang }: { clientId: string; lang: Language }) {
  const { t } = useTranslation('documents');
  const { form, today, submit, sending, refusal, clearRefusal } = useUploadForm(clientId, lang);
  const titleId = useId();
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const clearFile = () => {
    form.resetField('file');
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Form
      form={form}
      onSubmit={(input) => submit(input, clearFile)}
      onInvalid={clearRefusal}
      className={CARD}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('upload.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('upload.help')}</p>
      <div className="mt-3 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormSelect name="kind" label={t('upload.kind')} size="sm">
          {UPLOAD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </FormSelect>
        <FormTextField name="number" label={t('upload.number')} size="sm" required maxLength={UPLOAD_NUMBER_MAX} />
        <FormTextField
          name="issuedOn"
          label={t('upload.issuedOn')}
          size="sm"
          type="date"
          required
          max={today ?? undefined}
        />
        <PdfField label={t('upload.file')} inputRef={fileInput} errorId={refusal ? errorId : undefined} />
      </div>
      {refusal && (
        <Alert id={errorId} className="mt-3">
          {refusal}
        </Alert>
      )}
      <div className="mt-3">
        <Button type="submit" variant="primary" disabled={sending} aria-busy={sending}>
          {sending ? t('upload.sending') : t('upload.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** The PDF's file input on the form's `file` field; what is wrong with the file is said in the form's alert. */
function PdfField({
  label,
  inputRef,
  errorId,
}: {
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  errorId: string | undefined;
}) {
  const id = useId();
  const { field } = useController<z.input<typeof uploadFormSchema>, 'file'>({ name: 'file' });
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        ref={(element) => {
          inputRef.current = element;
          field.ref(element);
        }}
        name={field.name}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={errorId}
        onChange={(e) => field.onChange(e.target.files?.[0])}
        onBlur={field.onBlur}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:font-medium"
      />
    </div>
  );
}
