import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { PROFILE_IMAGE_EXTENSIONS } from '../../../src-shared/rules/image-file';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { DialogClose } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { showServerFieldErrors } from '../../forms/server-field-errors';
import { ServerButton } from '../../connectivity/ServerButton';
import { capturePoster } from './capture-poster';
import { MEDIA_LIMIT_PARAMS } from './media-file';
import { PickedMediaSummary } from './PickedMediaSummary';
import {
  emptyUploadForm,
  UPLOAD_FORM_FIELDS,
  uploadDetailsArgs,
  uploadFileName,
  uploadFormSchema,
  type UploadDetails,
  type UploadFormValues,
} from './upload-form';
import { usePickedMedia } from './use-picked-media';
import './UploadForm.css';

const ACCEPT = [
  ...PROFILE_IMAGE_EXTENSIONS,
  '.mp4',
  '.mov',
  'image/jpeg',
  'image/png',
  'video/mp4',
  'video/quicktime',
].join(',');

const resolver = valibotResolver(uploadFormSchema);

/** `poster`: a video's still is being taken; `sending`: the bytes are on their way. */
type Phase = 'idle' | 'poster' | 'sending';

export interface UploadFormProps {
  onUploaded: (item: BriefcaseItem) => void;
  /** The dialog stays open while an upload runs, so its outcome has somewhere to show. */
  onBusyChange: (busy: boolean) => void;
}

/** Choose an image or a video, optionally title it and link where it was published, upload. */
export function UploadForm({ onUploaded, onBusyChange }: UploadFormProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const fileInputId = useId();
  const { picked, problem, choose } = usePickedMedia();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UploadFormValues, unknown, UploadDetails>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyUploadForm(),
  });

  const submit = handleSubmit(async (details) => {
    if (!picked) return;
    setFailure(null);
    onBusyChange(true);
    try {
      let poster: Uint8Array<ArrayBuffer> | null = null;
      if (picked.kind === 'video') {
        setPhase('poster');
        poster = await capturePoster(picked.file);
      }
      setPhase('sending');
      const bytes = new Uint8Array(await picked.file.arrayBuffer());
      const item = await call('addBriefcaseItem', {
        bytes,
        fileName: uploadFileName(picked.file.name),
        ...uploadDetailsArgs(details),
        ...(poster ? { poster } : {}),
      });
      onUploaded(item);
    } catch (error) {
      setFailure({ error });
      showServerFieldErrors(error, UPLOAD_FORM_FIELDS, setError);
    } finally {
      setPhase('idle');
      onBusyChange(false);
    }
  });

  const busy = phase !== 'idle';
  const errorOf = (field: (typeof UPLOAD_FORM_FIELDS)[number]) => formErrorText(errors[field], t);

  return (
    <form className="briefcase-upload" noValidate onSubmit={(event) => void submit(event)}>
      <PickedMediaSummary picked={picked} />
      <div>
        <input
          id={fileInputId}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={fileInputId} className={buttonClassName({ variant: 'secondary' })}>
          {picked ? t('briefcase.upload.chooseAnother') : t('briefcase.upload.choose')}
        </label>
      </div>
      {problem && (
        <Alert tone="danger">{t(`briefcase.problems.${problem}`, MEDIA_LIMIT_PARAMS)}</Alert>
      )}
      <TextField
        label={t('briefcase.upload.title')}
        autoComplete="off"
        error={errorOf('title')}
        disabled={busy}
        {...register('title')}
      />
      <TextField
        label={t('briefcase.upload.link')}
        hint={t('briefcase.upload.linkHint')}
        type="url"
        inputMode="url"
        spellCheck={false}
        error={errorOf('profile_url')}
        disabled={busy}
        {...register('profile_url')}
      />
      {busy && (
        <div className="briefcase-upload__progress">
          <progress aria-label={t(`briefcase.upload.phase.${phase}`)} />
          <p role="status">{t(`briefcase.upload.phase.${phase}`)}</p>
        </div>
      )}
      {failure && (
        <Alert tone="danger" title={t('briefcase.upload.failed')}>
          {describe(failure.error)}
        </Alert>
      )}
      <div className="briefcase-upload__actions">
        <DialogClose asChild>
          <Button variant="ghost" disabled={busy}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <ServerButton type="submit" disabled={!picked} loading={busy}>
          {t('briefcase.upload.submit')}
        </ServerButton>
      </div>
    </form>
  );
}
