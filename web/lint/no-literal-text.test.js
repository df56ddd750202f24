// @vitest-environment node
// @ts-check
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import { noLiteralText } from './no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2023, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-literal-text', noLiteralText, {
  valid: [
    { code: 'const a = <p><T id="home.title" /></p>;' },
    { code: 'const a = <img alt={t("gallery.alt")} src="/x.jpg" className="size-4 text-gold-700" />;' },
    { code: 'const a = <p>{name} · {price} — 4.9 / 5 ({count})</p>;' },
    { code: 'const a = <a href="/services" rel="noopener" data-testid="link" aria-hidden="true">{t("x")}</a>;' },
    { code: 'const a = <span>{open ? t("hide") : t("show")}</span>;' },
    { code: 'const a = <p>   </p>;' },
    { code: 'const a = <input type="email" autoComplete="email" />;' },
    { code: 'const a = <HomeSection title="home.faq.title" label={"nav.label"} />;' },
  ],
  invalid: [
    { code: 'const a = <h1>Our Services</h1>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>خدماتنا</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <img alt="A massage room" />;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label={"Close"} />;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <input placeholder={`Search ${what}`} />;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{"Loading"}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{open ? "Hide" : t("show")}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{error || "Something went wrong"}</p>;', errors: [{ messageId: 'text' }] },
  ],
});
