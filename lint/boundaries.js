// @ts-check
// The workspace's import boundaries as one ESLint rule (see ARCHITECTURE.md, "Boundaries"):
// - packages/ui never imports the app or the server, and imports the API's types as the declared workspace
//   dependency `@wellness/api`, never by a relative path into packages/api;
// - a ui domain folder (account, content, events, … and any future one) never imports another domain folder:
//   what two domains share lives in `components/` or `assets/` (or `theme/`), which import no domain;
// - an app feature imports another feature through its public `index.ts` where it has one, and never the
//   app's composition root (`app/router`, `app/routes`: that is how the router/shell cycle came about).
// - in packages/server, a route file (routes/) parses, authorises and shapes: it never queries the database itself
//   (no drizzle-orm, db/ or adapters/: that is a service's work) and never imports another route file (authentication
//   is http/auth.ts); nothing below the routes (services/, http/, db/, adapters/) imports routes/, and only routes
//   import workflows/ (which run the services' steps: a payment's outcome).
// Paths are resolved, not pattern-matched, so a new domain or feature folder is covered without editing this.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const UI_SRC = 'packages/ui/src';
const APP_FEATURES = 'packages/app/src/features';
const SERVER_SRC = 'packages/server/src';
/** ui folders any domain may import; they import no domain themselves. */
const UI_SHARED = new Set(['components', 'assets', 'theme']);
/** ui folders that are neither a domain nor shared (documentation pages may show everything). */
const UI_FREE = new Set(['docs']);

/** @param {string} file absolute */
function repoPath(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/**
 * The first folder under `base` of a repo-relative path, with the rest, or null when the path is not below
 * `base` or is a file directly in it (an import of `../account` names the folder itself: its index).
 * @param {string} rel
 * @param {string} base
 */
function folderUnder(rel, base) {
  if (!rel.startsWith(`${base}/`)) return null;
  const parts = rel.slice(base.length + 1).split('/');
  const folder = /** @type {string} */ (parts[0]);
  if (
    parts.length < 2 &&
    !statSync(path.join(ROOT, base, folder), { throwIfNoEntry: false })?.isDirectory()
  ) {
    return null;
  }
  return { folder, rest: parts.slice(1).join('/') };
}

/** @param {string} rel */
const isTestFile = (rel) => /(^|\/)__tests__\//.test(rel) || /\.test\.[cm]?[jt]sx?$/.test(rel);

/**
 * @param {string} fromRel repo-relative importing file
 * @param {string} specifier as written
 * @returns {string | null} the problem, or null when the import is allowed
 */
export function boundaryProblem(fromRel, specifier) {
  const relative = specifier.startsWith('.');
  const targetRel = relative ? repoPath(path.resolve(ROOT, path.dirname(fromRel), specifier)) : null;

  if (fromRel.startsWith(`${UI_SRC}/`)) {
    if (/^@wellness\/(app|server)(\/|$)/.test(specifier)) {
      return `The design system (packages/ui) never imports '${specifier}': the app and the server build on it, not the other way round.`;
    }
    if (/^@wellness\/ui(\/|$)/.test(specifier)) {
      return `Inside packages/ui import by relative path, not through '${specifier}'.`;
    }
    if (targetRel === null) return null;
    if (/^packages\/(app|server)(\/|$)/.test(targetRel)) {
      return `The design system (packages/ui) never imports the app or the server ('${specifier}').`;
    }
    if (/^packages\/api(\/|$)/.test(targetRel)) {
      return `Import the API's types from '@wellness/api' (a declared dependency of packages/ui), not '${specifier}'.`;
    }
    const from = folderUnder(fromRel, UI_SRC);
    const to = folderUnder(targetRel, UI_SRC);
    if (!from || !to || from.folder === to.folder || UI_FREE.has(from.folder)) return null;
    if (UI_SHARED.has(from.folder) && !UI_SHARED.has(to.folder)) {
      return `'${from.folder}/' is shared by every domain and imports none ('${specifier}' is in the '${to.folder}' domain).`;
    }
    if (!UI_SHARED.has(to.folder) && !UI_FREE.has(to.folder)) {
      return `The ui domain '${from.folder}' never imports another domain ('${specifier}' is in '${to.folder}'): move what both need to components/ or assets/.`;
    }
    return null;
  }

  if (fromRel.startsWith(`${SERVER_SRC}/`)) {
    const from = folderUnder(fromRel, SERVER_SRC);
    const to = targetRel === null ? null : folderUnder(targetRel, SERVER_SRC);
    if (from?.folder === 'routes') {
      if (/^drizzle-orm(\/|$)/.test(specifier)) {
        return `A route never queries the database ('${specifier}'): move the query into a service (services/) and call it.`;
      }
      if (to && (to.folder === 'db' || to.folder === 'adapters')) {
        return `A route never reaches '${to.folder}/' ('${specifier}'): services own the data and the adapters; call a service.`;
      }
      if (to?.folder === 'routes') {
        return `A route never imports another route ('${specifier}'): authentication is http/auth.ts, shared rules are services.`;
      }
    } else if (from && to?.folder === 'routes') {
      return `'${from.folder}/' never imports a route ('${specifier}'): routes sit on top of services and http/, not below them.`;
    }
    if (from && from.folder !== 'routes' && from.folder !== 'workflows' && to?.folder === 'workflows') {
      return `'${from.folder}/' never imports a workflow ('${specifier}'): workflows run the services' steps, so a service calling one back is a circle.`;
    }
    return null;
  }

  if (fromRel.startsWith(`${APP_FEATURES}/`) && targetRel !== null && !isTestFile(fromRel)) {
    if (/^packages\/app\/src\/app\/(router|routes)(\.tsx?)?$/.test(targetRel)) {
      return `A feature never imports the app's composition root ('${specifier}'): routes import features, so this is a cycle. Receive what you need as a prop or from context.`;
    }
    const from = folderUnder(fromRel, APP_FEATURES);
    const to = folderUnder(targetRel, APP_FEATURES);
    if (!from || !to || from.folder === to.folder) return null;
    const featureDir = path.join(ROOT, APP_FEATURES, to.folder);
    const hasIndex =
      existsSync(path.join(featureDir, 'index.ts')) || existsSync(path.join(featureDir, 'index.tsx'));
    if (hasIndex && to.rest !== '' && !/^index(\.tsx?)?$/.test(to.rest)) {
      return `The feature '${to.folder}' has a public index: import features/${to.folder} instead of its internals ('${specifier}').`;
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Keeps ui, app features and their folders inside their boundaries (ARCHITECTURE.md).',
    },
    schema: [],
  },
  create(context) {
    const fromRel = repoPath(context.filename);
    /** @param {any} node */
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = boundaryProblem(fromRel, source.value);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'wellness-boundaries' }, rules: { 'import-boundaries': importBoundaries } };
