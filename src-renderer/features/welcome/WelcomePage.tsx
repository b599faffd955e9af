import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslatedList } from '../../i18n/use-translated-list';
import { currentUserAtom } from '../../session/session-atoms';
import { Button } from '../../ui/Button';
import { LogoMark } from '../../ui/LogoMark';
import { useDocumentTitle } from '../../ui/use-document-title';
import { pickPhraseIndex } from './pick-phrase';
import { readLastPhrase, rememberLastPhrase } from './last-phrase';
import './WelcomePage.css';

export function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const phrases = useTranslatedList('welcome.phrases');
  // Chosen once per visit, never the phrase the previous visit showed (even before a restart).
  const [phraseIndex] = useState(() => {
    const last = phrases.indexOf(readLastPhrase() ?? '');
    return pickPhraseIndex(phrases.length, last === -1 ? null : last);
  });
  const phrase = phrases[phraseIndex] ?? '';
  useEffect(() => {
    if (phrase) rememberLastPhrase(phrase);
  }, [phrase]);
  useDocumentTitle(t('welcome.documentTitle'));

  const roleLine = user?.role === 'brand' ? t('welcome.brandLine') : t('welcome.creatorLine');

  return (
    <main className="welcome">
      <div className="welcome__card">
        <LogoMark className="welcome__mark" />
        <p className="welcome__eyebrow">{t('welcome.eyebrow')}</p>
        <h1 className="welcome__title">{t('welcome.title')}</h1>
        <figure className="welcome__phrase">
          <blockquote>
            <p>{phrase}</p>
          </blockquote>
        </figure>
        <p className="welcome__role-line">{roleLine}</p>
        <Button size="lg" onClick={() => void navigate({ to: '/home_search' })} autoFocus>
          {t('welcome.start')}
        </Button>
      </div>
    </main>
  );
}
