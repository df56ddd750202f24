import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

import { messages } from './locales/en.po';

function Card() {
  const [count, setCount] = useState(1);
  const name = 'Layla';
  return (
    <section>
      <h1>
        <Trans>Welcome to the spa</Trans>
      </h1>
      <p>
        <Trans>Hello, {name}</Trans>
      </p>
      <button type="button" onClick={() => setCount(count + 1)}>
        <Plural value={count} one="# treatment booked" other="# treatments booked" />
      </button>
    </section>
  );
}

i18n.loadAndActivate({ locale: 'en', messages });
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <Card />
  </I18nProvider>,
);
