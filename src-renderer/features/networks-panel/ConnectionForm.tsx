import { useId, useMemo, type ClipboardEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import { formatFollowersTyping } from '../../../src-shared/rules/followers';
import type { NetworkConnectionInput } from '../../../src-shared/schemas/network';
import {
  NETWORK_NAME_MAX_LENGTH,
  NETWORK_URL_MAX_LENGTH,
} from '../../../src-shared/rules/text-limits';
import { fieldErrorsFor } from '../../bridge/field-errors';
import { useErrorMessage } from '../../i18n/error-message';
import { formErrorText } from '../../i18n/form-error-text';
import { Button } from '../../ui/Button';
import { ArrowLeftIcon } from '../../ui/icons';
import { Alert } from '../../ui/Alert';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast';
import { showServerFieldErrors } from '../../forms/server-field-errors';
import { SubmitBlockedReason } from '../../forms/SubmitBlockedReason';
import { ServerButton } from '../../connectivity/ServerButton';
import { DraftNote } from '../../drafts/DraftNote';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import {
  connectionBlock,
  connectionFormResolver,
  formFieldsFor,
  needsNameAndUrl,
  type ConnectionFormValues,
} from './connection-form';
import { PanelHeading } from './PanelHeading';
import { readUsernameInput } from './username-input';
import { useSaveConnection, type SaveTarget } from './use-save-connection';
import './ConnectionForm.css';

export interface ConnectionFormProps {
  network: SocialNetwork;
  target: SaveTarget;
  initialValues: ConnectionFormValues;
  takeFocus: boolean;
  /** Shown between the heading and the fields: the add form's sign-in button, where there is one. */
  lead?: ReactNode;
  onBack: () => void;
  onSaved: () => void;
}

/** The add and edit modes: one connection's username, followers and, for some networks, name and URL. */
export function ConnectionForm({
  network,
  target,
  initialValues,
  takeFocus,
  lead,
  onBack,
  onSaved,
}: ConnectionFormProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const save = useSaveConnection();
  const resolver = useMemo(() => connectionFormResolver(network), [network]);
  const form = useForm<ConnectionFormValues, unknown, NetworkConnectionInput>({
    resolver,
    // A field says what is wrong once the creator leaves it, then as they fix it.
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const draft = usePersistedDraft(
    target.kind === 'add' ? `connection:add:${network}` : `connection:edit:${target.uuid}`,
    form,
  );
  const [name, url] = useWatch({ control, name: ['name', 'url'] });
  const withNameAndUrl = needsNameAndUrl(network);
  const fields = formFieldsFor(network);
  const networkName = t(`networks.${network}`);
  const block = connectionBlock(network, { name, url });
  const blockedId = useId();
  // Typed figures replace what the network reported: the core API drops the verified badge.
  const verifiedEdit = target.kind === 'edit' && initialValues.connected;

  /** A profile address becomes its username; one we cannot read changes nothing. */
  const takeUsername = (text: string, previous: string): string => {
    const read = readUsernameInput(network, text);
    if (read.kind === 'unreadableUrl') {
      toast.error({ title: t('errorUrl') });
      return previous;
    }
    if (read.kind === 'url') {
      setValue('is_channel', read.is_channel);
      // LinkedIn and Spotify keep the profile's address too: the hint promised the paste fills it.
      if (read.url && withNameAndUrl && url.trim() === '') {
        setValue('url', read.url, { shouldValidate: true, shouldDirty: true });
      }
    }
    return read.username;
  };

  // docs/PRODUCT.md §5: 0 followers blocks submit with the noFollowers / needFollowers toast.
  const refuseNoFollowers = (invalid: FieldErrors<ConnectionFormValues>) => {
    if (invalid.followers?.message === 'needFollowers') {
      toast.error({ title: t('noFollowers'), description: t('needFollowers') });
    }
  };

  const submit = handleSubmit(async (input) => {
    const outcome = await save(target, input);
    if (outcome.status === 'saved') {
      draft.clear();
      onSaved();
      return;
    }
    if (outcome.status === 'told') return;
    showServerFieldErrors(outcome.error, fields, setError);
    // Whatever the fields cannot show (offline, a server fault) still has to reach the creator.
    if (Object.keys(fieldErrorsFor(outcome.error, fields)).length === 0) {
      toast.error({
        title: t('networksPanel.toast.saveFailed'),
        description: describe(outcome.error),
      });
    }
  }, refuseNoFollowers);

  return (
    <form
      className="networks-panel__mode connection-form"
      noValidate
      aria-labelledby="connection-form-title"
      onSubmit={(event) => {
        // The panel is portalled out of the wizard's form, but React events still bubble to it.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <Button variant="ghost" size="sm" icon={<ArrowLeftIcon />} onClick={onBack}>
        {t('networksPanel.back')}
      </Button>
      <PanelHeading takeFocus={takeFocus} id="connection-form-title">
        {target.kind === 'add'
          ? t('networksPanel.form.addTitle', { network: networkName })
          : t('networksPanel.form.editTitle', { network: networkName })}
      </PanelHeading>
      {lead}
      {verifiedEdit && (
        <Alert tone="warning" className="connection-form__verified-warning">
          {t('networksPanel.form.verifiedWarning')}
        </Alert>
      )}
      <Controller
        control={control}
        name="username"
        render={({ field }) => (
          <TextField
            label={t('networksPanel.form.username')}
            hint={t('networksPanel.form.usernameHint')}
            error={formErrorText(errors.username, t)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
              const pasted = event.clipboardData.getData('text/plain');
              if (readUsernameInput(network, pasted).kind === 'text') return;
              // A pasted address replaces the whole field instead of landing inside it.
              event.preventDefault();
              field.onChange(takeUsername(pasted, field.value));
            }}
            // Dropped or filled-in addresses arrive here without a paste event. No maxLength: it
            // would cut a long address before it could be read; the schema checks the length.
            onChange={(event) => field.onChange(takeUsername(event.target.value, field.value))}
          />
        )}
      />
      {withNameAndUrl && (
        <>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <TextField
                label={t('networksPanel.form.name')}
                error={formErrorText(errors.name, t)}
                maxLength={NETWORK_NAME_MAX_LENGTH}
                {...field}
              />
            )}
          />
          <Controller
            control={control}
            name="url"
            render={({ field }) => (
              <TextField
                label={t('networksPanel.form.url')}
                hint={t('networksPanel.form.urlHint')}
                error={formErrorText(errors.url, t)}
                type="url"
                inputMode="url"
                autoComplete="url"
                maxLength={NETWORK_URL_MAX_LENGTH}
                {...field}
              />
            )}
          />
        </>
      )}
      <Controller
        control={control}
        name="followers"
        render={({ field }) => (
          <TextField
            label={t('networksPanel.form.followers')}
            hint={t('networksPanel.form.followersHint')}
            error={formErrorText(errors.followers, t)}
            inputMode="numeric"
            autoComplete="off"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            // Decimals, signs and letters stay as typed, so the message can name the problem.
            onChange={(event) =>
              field.onChange(formatFollowersTyping(event.target.value, field.value))
            }
          />
        )}
      />
      <div className="connection-form__submit">
        <ServerButton
          type="submit"
          fullWidth
          loading={isSubmitting}
          disabled={block !== null}
          aria-describedby={block ? blockedId : undefined}
          offlineReason={t('offline.needsConnectionToSave')}
        >
          {target.kind === 'add' ? t('networksPanel.form.add') : t('networksPanel.form.update')}
        </ServerButton>
        <SubmitBlockedReason
          id={blockedId}
          reason={block && t(`networksPanel.form.blocked.${block}`)}
        />
      </div>
      <DraftNote status={draft.status} onDiscard={draft.discard} />
    </form>
  );
}
