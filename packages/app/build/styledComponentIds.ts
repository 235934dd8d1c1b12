import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item);
    } else if (isNode(value)) yield* nodesOf(value);
  }
}

/** The local names `styled` is imported as from 'styled-components' (usually just `styled`). */
function styledNames(program: Node): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    if ((statement.source as { value: string }).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') names.add((specifier.local as { name: string }).name);
    }
  }
  return names;
}

/**
 * The `styled.div` or `styled(Component)` at the root of a tag such as `styled.div.attrs(…)`, or undefined when the
 * tag is not a styled-components constructor.
 */
function styledRoot(tag: Node, names: Set<string>): Node | undefined {
  const isStyled = (node: unknown) =>
    isNode(node) && node.type === 'Identifier' && names.has((node as unknown as { name: string }).name);
  if (tag.type === 'MemberExpression' && isStyled(tag.object)) return tag;
  if (tag.type === 'CallExpression' && isStyled(tag.callee)) return tag;
  // styled.div.attrs(…) / .withConfig(…): look through the call to what it was called on.
  if (tag.type === 'CallExpression' && isNode(tag.callee) && tag.callee.type === 'MemberExpression') {
    return styledRoot(tag.callee.object as Node, names);
  }
  return undefined;
}

/**
 * Gives every styled component an id made from its file and its place in that file
 * (`styled.div` → `styled.div.withConfig({ componentId })`), as styled-components' Babel plugin does.
 *
 * Why: without it, styled-components numbers components in the order their modules run. The prerendered pages
 * (build/prerender.ts) run every module at once, the browser runs the entry first and each route's chunk later,
 * so the same component would get different class names in the HTML and in the browser and hydration would not
 * match. With ids from the source, both agree.
 */
export function styledComponentIds(): Plugin {
  // Ids hash the path from the repository root, the same for every build of the app.
  let root = '';
  return {
    name: 'wellness:styled-component-ids',
    configResolved(config) {
      root = path.resolve(config.root, '../..');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (
        !/\.[jt]sx?$/.test(file) ||
        file.includes('/node_modules/') ||
        !code.includes('styled-components')
      ) {
        return null;
      }
      const program = parseAst(code) as unknown as Node;
      const names = styledNames(program);
      if (names.size === 0) return null;
      const fileKey = createHash('sha256')
        .update(path.relative(root, file).split(path.sep).join('/'))
        .digest('base64url')
        .replace(/[^a-zA-Z0-9]/g, '')
        .slice(0, 8);
      const output = new MagicString(code);
      let index = 0;
      for (const node of nodesOf(program)) {
        if (node.type !== 'TaggedTemplateExpression') continue;
        const base = styledRoot(node.tag as Node, names);
        if (!base) continue;
        output.appendLeft(base.end, `.withConfig({ componentId: "sc-${fileKey}-${index}" })`);
        index += 1;
      }
      if (index === 0) return null;
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}
