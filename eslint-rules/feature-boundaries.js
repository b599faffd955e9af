import path from 'node:path';

/**
 * Renderer feature folders talk to each other through their public entry only.
 *
 * A file in `src-renderer/features/<a>/` may import `src-renderer/features/<b>` (b ≠ a) as
 * `…/features/<b>` or `…/features/<b>/index`, never a file inside it, so a feature can rearrange
 * its insides without breaking others and its `index.ts` lists what others rely on. Outside the
 * feature folders the same holds, except that the router wires each feature's `routes.ts` and
 * the shared kits (`sharedFolders`) import no feature at all: features build on them, never
 * the other way round. Only relative specifiers are checked; the renderer has no path aliases.
 */

const FEATURES = 'src-renderer/features/';
const PUBLIC_ENTRIES = new Set(['', 'index', 'index.ts', 'index.tsx']);

/** `src-renderer/…` part of a path, with forward slashes, or null outside the renderer. */
function rendererPath(absolute) {
  const slashed = absolute.split(path.sep).join('/');
  const at = slashed.lastIndexOf('/src-renderer/');
  return at === -1 ? null : slashed.slice(at + 1);
}

/** `{ feature, rest }` for a path inside a feature folder, else null. */
function featureOf(rendererRelative) {
  if (!rendererRelative?.startsWith(FEATURES)) return null;
  const [feature, ...rest] = rendererRelative.slice(FEATURES.length).split('/');
  return { feature, rest: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid importing another renderer feature's internals." },
    schema: [
      {
        type: 'object',
        properties: {
          routeWiring: { type: 'array', items: { type: 'string' } },
          sharedFolders: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{source}}' reaches inside features/{{target}}. Import what you need from its public entry ('features/{{target}}', its index.ts), and export it there if it is missing.",
      sharedImportsFeature:
        'Shared renderer code in src-renderer/{{folder}}/ must not import features/{{target}}: features build on the shared kits, not the other way round. Move the piece out of the feature if several use it.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const routeWiring = options.routeWiring ?? [];
    const sharedFolders = options.sharedFolders ?? [];
    const file = rendererPath(context.filename);
    if (!file) return {};
    const own = featureOf(file);
    const folder = file.split('/')[1];

    function check(node) {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(rendererPath(path.resolve(path.dirname(context.filename), source)));
      if (!target || target.feature === own?.feature) return;
      if (!own && sharedFolders.includes(folder)) {
        context.report({
          node,
          messageId: 'sharedImportsFeature',
          data: { folder, target: target.feature },
        });
        return;
      }
      if (PUBLIC_ENTRIES.has(target.rest)) return;
      if (!own && routeWiring.includes(folder) && /^routes(\.tsx?)?$/.test(target.rest)) return;
      context.report({ node, messageId: 'internal', data: { source, target: target.feature } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
