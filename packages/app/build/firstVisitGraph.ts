import type { Plugin } from 'vite';

/**
 * The modules a first visit runs before any route loads: the entry and everything it imports statically. Known
 * once the module graph is complete (buildEnd), which is before the chunks are formed, so a chunk group's `test`
 * can leave them in the entry's chunks and the entry never depends on a chunk only signed-in pages need.
 */
export function firstVisitGraph(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'wellness:first-visit-graph',
    apply: 'build',
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        const info = this.getModuleInfo(id);
        const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
        pending.push(...(info?.importedIds ?? []).filter((imported) => !dynamic.has(imported)));
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}
