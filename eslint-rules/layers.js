/**
 * ESLint rule `layers/import-direction`: imports only point down the layers (docs/architecture.md).
 * Every import is resolved to a path in the repository first (relative, `@/` and `@common/`
 * alike), so `../../lib/firebase/x` is caught as surely as `@/lib/firebase/x`; packages are
 * not checked. The zones (which folder may not import which) are the rule's options, declared
 * once in eslint.config.js.
 *
 * A zone `{ target, from, message }` forbids files under `target` to import anything under
 * `from`. Paths are repository-relative folders; a `*` segment stands for any one folder, and
 * when `target` and `from` both have one, the same folder on both sides is allowed (a feature
 * may import itself, not another feature).
 */
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');

/** Whether `file` lies under `pattern` (null if not), and which folder its `*` segment stood for. */
function matchZone(pattern, file) {
  const patternParts = pattern.split('/');
  const fileParts = file.split('/');
  if (fileParts.length < patternParts.length) return null;
  let star = '';
  for (let i = 0; i < patternParts.length; i++) {
    if (patternParts[i] === '*') star = fileParts[i];
    else if (patternParts[i] !== fileParts[i]) return null;
  }
  return { star, hasStar: patternParts.includes('*') };
}

/** The repository-relative path an import points at, or null for a package. */
function resolveImport(specifier, importer, root, aliases) {
  if (specifier.startsWith('.')) {
    return toPosix(path.relative(root, path.resolve(path.dirname(importer), specifier)));
  }
  for (const [prefix, folder] of Object.entries(aliases)) {
    if (specifier.startsWith(prefix)) return path.posix.join(folder, specifier.slice(prefix.length));
  }
  return null;
}

const asList = (value) => (Array.isArray(value) ? value : [value]);

/** @type {import('eslint').Rule.RuleModule} */
const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers: app -> features -> components -> lib -> config -> common' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
    messages: { wrongWay: "'{{specifier}}' is {{imported}}: {{message}}" },
  },
  create(context) {
    const { root, aliases = {}, zones } = context.options[0];
    const importer = context.filename;
    const file = toPosix(path.relative(root, importer));
    const applicable = zones.flatMap((zone) =>
      asList(zone.target).flatMap((target) => {
        const at = matchZone(target, file);
        return at ? [{ ...zone, at }] : [];
      }),
    );
    if (applicable.length === 0) return {};

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const imported = resolveImport(source.value, importer, root, aliases);
      if (!imported) return;
      for (const zone of applicable) {
        for (const from of asList(zone.from)) {
          const hit = matchZone(from, imported);
          if (!hit) continue;
          if (hit.hasStar && zone.at.hasStar && hit.star === zone.at.star) continue;
          context.report({ node: source, messageId: 'wrongWay', data: { specifier: source.value, imported, message: zone.message } });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'import-direction': importDirection } };
