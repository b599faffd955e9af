import { useEffect, useRef, useState } from 'react';
import type { StagedDraftFile } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';
import { capturePosterFrom } from '../briefcase';

export interface StagedFileView extends StagedDraftFile {
  /** A video's poster, as taken in the page: pending while it is taken, null when it failed. */
  poster: 'pending' | string | null;
}

export interface StagedFiles {
  files: StagedFileView[];
  refused: { file_name: string; reason: string }[];
  picking: boolean;
  pick: () => Promise<void>;
  remove: (token: string) => void;
  /**
   * The files go with a hand-in (sent, or queued for main to send): from now on the page does not
   * let them go when it closes. Done before the send, since a queued hand-in may close the dialog
   * at once; `takeBack` undoes it when the send failed.
   */
  handOver: () => string[];
  takeBack: (tokens: readonly string[]) => void;
}

/**
 * The files of a draft being prepared: picked through main's dialog (which checks and keeps
 * them), shown from their preview addresses, a video's poster frame taken here and handed to
 * main. Files still held when the dialog closes unsent are let go in main too.
 */
export function useStagedFiles(): StagedFiles {
  const [files, setFiles] = useState<StagedFileView[]>([]);
  const [refused, setRefused] = useState<StagedFiles['refused']>([]);
  const [picking, setPicking] = useState(false);
  const held = useRef(new Set<string>());
  const posters = useRef(new Map<string, string>());

  useEffect(() => {
    const tokens = held.current;
    const urls = posters.current;
    return () => {
      if (tokens.size > 0) {
        void call('discardStagedFiles', { tokens: [...tokens] }).catch(() => undefined);
      }
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const takePoster = async (file: StagedDraftFile) => {
    const bytes = await capturePosterFrom(file.preview_url);
    let poster: string | null = null;
    if (bytes) {
      try {
        await call('setStagedPoster', { token: file.token, bytes });
        poster = URL.createObjectURL(new Blob([bytes], { type: 'image/jpeg' }));
        posters.current.set(file.token, poster);
      } catch {
        poster = null;
      }
    }
    setFiles((current) =>
      current.map((entry) => (entry.token === file.token ? { ...entry, poster } : entry)),
    );
  };

  const pick = async () => {
    setPicking(true);
    try {
      const answer = await call('stageDraftFiles');
      for (const file of answer.files) held.current.add(file.token);
      setRefused(answer.refused);
      setFiles((current) => [
        ...current,
        ...answer.files.map((file) => ({
          ...file,
          poster: file.media_type === 'video' ? ('pending' as const) : null,
        })),
      ]);
      for (const file of answer.files) {
        if (file.media_type === 'video') void takePoster(file);
      }
    } finally {
      setPicking(false);
    }
  };

  const remove = (token: string) => {
    held.current.delete(token);
    setFiles((current) => current.filter((file) => file.token !== token));
    void call('discardStagedFiles', { tokens: [token] }).catch(() => undefined);
  };

  const handOver = () => {
    const tokens = [...held.current];
    held.current.clear();
    return tokens;
  };
  const takeBack = (tokens: readonly string[]) => {
    for (const token of tokens) held.current.add(token);
  };

  return { files, refused, picking, pick, remove, handOver, takeBack };
}
