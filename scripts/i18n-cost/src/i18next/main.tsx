import i18next from 'i18next';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

import en from './en.json';

function Card() {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  return (
    <section>
      <h1>{t('welcome')}</h1>
      <p>{t('hello', { name: 'Layla' })}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        {t('booked', { count })}
      </button>
    </section>
  );
}

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, initAsync: false });
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18next}>
    <Card />
  </I18nextProvider>,
);
