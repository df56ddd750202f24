// @ts-check

/**
 * The few JSX nodes the rule reads (ESLint's estree types have no JSX).
 * @typedef {{ type: 'JSXText', value: string } & import('estree').BaseNode} JSXText
 * @typedef {{ type: 'JSXExpressionContainer', expression: import('estree').Expression, parent?: { type: string } } & import('estree').BaseNode} JSXExpressionContainer
 * @typedef {{ type: 'JSXAttribute', name: { type: string, name?: string }, value: import('estree').Literal | JSXExpressionContainer | null } & import('estree').BaseNode} JSXAttribute
 */

/**
 * The public site speaks two languages (English and Arabic), so every text a visitor sees or hears comes from
 * the message catalogs (src/locales, through `<T id>` or `t(id)`), never from the component's source. This rule
 * finds the texts that do not: JSX text with a letter in it, and a string with a letter given as a visible
 * attribute (alt, title, placeholder, aria-label, …) or as a child (`{'Close'}`, `{open ? 'Hide' : 'Show'}`,
 * a template literal). Punctuation, digits and symbols are not words and pass; so do class names and every
 * other attribute. A text that is the same in every language (a brand's name in its logo) is marked with an
 * eslint-disable comment that says so.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible texts of the public site come from the message catalogs.' },
    schema: [],
    messages: {
      text: 'The text "{{text}}" is written in the component: put it in a catalog (src/locales) and render it with <T id> or t(id), so the Arabic page says it in Arabic.',
    },
  },
  create(context) {
    const letter = /\p{L}/u;
    // A message id handed to a component that renders it ('home.faq.title'): not a text.
    const messageId = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/;
    const visibleAttributes = new Set(['alt', 'title', 'placeholder', 'label', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription']);

    /** @param {import('estree').Node} node @param {string} text */
    const report = (node, text) => {
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    };

    /**
     * Reports the literal strings with a letter that an expression may evaluate to.
     * @param {import('estree').Node | null | undefined} node
     */
    const checkExpression = (node) => {
      if (!node) return;
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string' && letter.test(node.value) && !messageId.test(node.value)) report(node, node.value);
          return;
        case 'TemplateLiteral': {
          const words = node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
          if (letter.test(words)) report(node, words);
          return;
        }
        case 'ConditionalExpression':
          checkExpression(node.consequent);
          checkExpression(node.alternate);
          return;
        case 'LogicalExpression':
          checkExpression(node.right);
          return;
        default:
      }
    };

    return {
      /** @param {import('estree').Node} node */
      JSXText(node) {
        const text = /** @type {JSXText} */ (/** @type {unknown} */ (node));
        if (letter.test(text.value)) report(node, text.value);
      },
      /** @param {import('estree').Node} node */
      JSXAttribute(node) {
        const attribute = /** @type {JSXAttribute} */ (/** @type {unknown} */ (node));
        const name = attribute.name.type === 'JSXIdentifier' ? (attribute.name.name ?? '') : '';
        if (!visibleAttributes.has(name) || !attribute.value) return;
        if (attribute.value.type === 'Literal') checkExpression(attribute.value);
        else checkExpression(attribute.value.expression);
      },
      /** @param {import('estree').Node} node */
      JSXExpressionContainer(node) {
        const container = /** @type {JSXExpressionContainer} */ (/** @type {unknown} */ (node));
        const parent = container.parent?.type;
        if (parent === 'JSXElement' || parent === 'JSXFragment') checkExpression(container.expression);
      },
    };
  },
};
