import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AiImageCatalog, GeneratedImage } from '../../../src-shared/domain/ai-image';
import type { AiImageRequest } from '../../../src-shared/schemas/ai-image';
import { AI_PROMPT_MAX_LENGTH } from '../../../src-shared/rules/text-limits';
import { Card } from '../../ui/Card';
import { SparklesIcon } from '../../ui/icons';
import { LimitedTextArea } from '../../forms/LimitedTextArea';
import { showServerFieldErrors } from '../../forms/server-field-errors';
import { DraftNote } from '../../drafts/DraftNote';
import { ServerButton } from '../../connectivity/ServerButton';
import { usePersistedDraft } from '../../drafts/use-persisted-draft';
import { ModelPicker } from './ModelPicker';
import { StylePicker } from './StylePicker';
import {
  STUDIO_DRAFT_KEY,
  STUDIO_FORM_FIELDS,
  studioDefaults,
  studioFormSchema,
  type StudioFormValues,
} from './studio-form';
import type { GenerationOutcome } from './use-generation';

const resolver = valibotResolver(studioFormSchema);

export interface StudioFormProps {
  catalog: AiImageCatalog;
  /** A generation is under way (maybe started before this form mounted). */
  generating: boolean;
  onGenerate: (request: AiImageRequest) => Promise<GenerationOutcome>;
  onGenerated: (image: GeneratedImage) => void;
}

/**
 * The prompt, the model and the style. What is typed stays as a draft, and stays in the field
 * after generating: the next try usually changes a few words.
 */
export function StudioForm({ catalog, generating, onGenerate, onGenerated }: StudioFormProps) {
  const { t } = useTranslation();
  const form = useForm<StudioFormValues, unknown, AiImageRequest>({
    resolver,
    defaultValues: studioDefaults(catalog),
  });
  const { control, handleSubmit, setError } = form;
  const draft = usePersistedDraft(STUDIO_DRAFT_KEY, form);

  const submit = handleSubmit(async (request) => {
    const outcome = await onGenerate(request);
    if (outcome.status === 'generated') onGenerated(outcome.image);
    else if (outcome.status === 'failed') {
      showServerFieldErrors(outcome.error, STUDIO_FORM_FIELDS, setError);
    }
  });

  return (
    <Card as="section" aria-labelledby="studio-form-title">
      <form className="studio-form" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id="studio-form-title" className="studio-section-title">
          {t('imageStudio.form.title')}
        </h2>
        <LimitedTextArea
          control={control}
          name="prompt"
          label={t('imageStudio.form.prompt')}
          hint={t('imageStudio.form.promptHint')}
          rows={4}
          limit={AI_PROMPT_MAX_LENGTH}
        />
        <ModelPicker control={control} models={catalog.models} />
        <StylePicker control={control} styles={catalog.styles} />
        <div className="studio-form__footer">
          <DraftNote status={draft.status} onDiscard={draft.discard} />
          <ServerButton
            type="submit"
            icon={<SparklesIcon />}
            disabled={generating}
            offlineReason={t('offline.needsConnectionDraftKept')}
          >
            {t('imageStudio.form.generate')}
          </ServerButton>
        </div>
      </form>
    </Card>
  );
}
