// @ts-check
import path from 'node:path';

/**
 * @typedef {object} AdminAreasOptions
 * @property {string} dir The dashboard feature's folder (absolute): each folder in it is an area.
 * @property {{ prefix: string, dir: string }} alias An import prefix and the folder it stands for ('@/' -> src).
 * @property {string[]} shared The folders every area may import; they import no area.
 * @property {string} shell The folder that composes the areas (the dashboard's frame); it may import any.
 */

/**
 * The admin dashboard is one feature cut into areas (bookings, customers, messages, ...). An area
 * imports only shared code: the dashboard's `shared` folder, and code outside the feature. Shared code
 * imports no area and not the shell; the shell composes the areas. So an area can be read, changed or
 * removed without reading the others. Import paths are resolved (relative or aliased) before they are
 * judged, so `../../income/...` and `@/features/admin/income/...` are the same import.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const adminAreas = {
  meta: {
    type: 'problem',
    docs: { description: 'An admin area imports only the shared admin code, never another area or the shell.' },
    schema: [
      {
        type: 'object',
        properties: {
          dir: { type: 'string' },
          alias: { type: 'object', properties: { prefix: { type: 'string' }, dir: { type: 'string' } }, required: ['prefix', 'dir'] },
          shared: { type: 'array', items: { type: 'string' } },
          shell: { type: 'string' },
        },
        required: ['dir', 'alias', 'shared', 'shell'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossArea:
        "The admin area '{{from}}' imports '{{to}}': areas import only the shared admin code ({{shared}}); move what both need there, or compose them in the shell.",
      sharedImportsArea: "Shared admin code ('{{from}}') imports '{{to}}': shared code depends on no area and not on the shell.",
    },
  },
  create(context) {
    /** @type {unknown} */
    const given = context.options[0];
    const options = /** @type {AdminAreasOptions} */ (given);
    /** @param {string} file @returns {string | null} the admin folder `file` is in, or null outside the feature */
    const partOf = (file) => {
      const relative = path.relative(options.dir, file);
      if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
      return relative.split(path.sep)[0] ?? null;
    };
    const from = partOf(context.filename);
    if (from === null || from === options.shell) return {};
    const fromShared = options.shared.includes(from);

    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith(options.alias.prefix)) target = path.join(options.alias.dir, source.slice(options.alias.prefix.length));
      else if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
      else return;
      const to = partOf(target);
      if (to === null || to === from) return;
      if (fromShared) context.report({ node, messageId: 'sharedImportsArea', data: { from, to } });
      else if (!options.shared.includes(to)) context.report({ node, messageId: 'crossArea', data: { from, to, shared: options.shared.join(', ') } });
    };

    return {
      ImportDeclaration: (node) => {
        check(node, node.source.value);
      },
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration: (node) => {
        check(node, node.source.value);
      },
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

/** The project's own lint rules, as an ESLint plugin. */
import { noLiteralText } from './no-literal-text.js';

export const localRules = { rules: { 'admin-areas': adminAreas, 'no-literal-text': noLiteralText } };
