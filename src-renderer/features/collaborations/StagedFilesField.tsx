import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAFT_MAX_IMAGES } from '../../../src-shared/domain/collaboration';
import { formatDecimal } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { CloseIcon, PlayIcon, PlusIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import type { StagedFiles, StagedFileView } from './use-staged-files';
import './StagedFilesField.css';

const MB = 1024 * 1024;

/** The draft's files as picked: each previewed (a video by its poster frame), removable. */
export function StagedFilesField({ staged, error }: { staged: StagedFiles; error: string | null }) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      className="staged-files"
      aria-labelledby={labelId}
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend id={labelId} className="staged-files__legend">
        {t('collaborations.handIn.filesLabel')}
      </legend>
      <p id={hintId} className="staged-files__hint">
        {t('collaborations.handIn.filesHint', { max: DRAFT_MAX_IMAGES })}
      </p>
      {staged.files.length > 0 && (
        <ul className="staged-files__grid">
          {staged.files.map((file) => (
            <StagedTile key={file.token} file={file} onRemove={() => staged.remove(file.token)} />
          ))}
        </ul>
      )}
      <div>
        <Button
          type="button"
          variant="secondary"
          loading={staged.picking}
          onClick={() => void staged.pick()}
        >
          <PlusIcon aria-hidden="true" />
          {staged.files.length > 0
            ? t('collaborations.handIn.pickMore')
            : t('collaborations.handIn.pick')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="staged-files__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function StagedTile({ file, onRemove }: { file: StagedFileView; onRemove: () => void }) {
  const { t } = useTranslation();
  const still = file.media_type === 'image' ? file.preview_url : file.poster;
  return (
    <li className="staged-files__tile">
      <span className="staged-files__still" aria-hidden="true">
        {file.poster === 'pending' ? (
          <Spinner size="sm" label={t('collaborations.handIn.posterTaken')} />
        ) : still ? (
          <img src={still} alt="" />
        ) : (
          <PlayIcon />
        )}
        {file.media_type === 'video' && still && file.poster !== 'pending' && (
          <span className="staged-files__play">
            <PlayIcon />
          </span>
        )}
      </span>
      <span className="staged-files__name" title={file.file_name}>
        {file.file_name}
      </span>
      <span className="staged-files__meta">
        {file.size_bytes < MB
          ? t('collaborations.handIn.sizeKb', { size: formatDecimal(file.size_bytes / 1024) })
          : t('collaborations.handIn.sizeMb', { size: formatDecimal(file.size_bytes / MB) })}
      </span>
      {file.media_type === 'video' && file.poster === null && (
        <span className="staged-files__meta">{t('collaborations.handIn.posterMissing')}</span>
      )}
      <button
        type="button"
        className="staged-files__remove"
        aria-label={t('collaborations.handIn.remove', { name: file.file_name })}
        onClick={onRemove}
      >
        <CloseIcon aria-hidden="true" />
      </button>
    </li>
  );
}
