import { and, asc, desc, eq, gt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Schema } from '@wellness/api';
import type { Database } from '../db/index.js';
import { catalogItems, events, FOLD_FROM, FOLD_TO, healthHeroes, supportGroups } from '../db/schema.js';
import type { Locale } from './locale.js';

export type SearchResult = Schema<'SearchResult'>;

/** §2: at most 10 suggestions in all. */
const MAX_SEARCH_RESULTS = 10;
/** A query's words beyond these are ignored (openapi.yaml bounds `q` at 100 characters). */
const MAX_WORDS = 8;

/** Lower-cased with accents stripped, as catalog_items.search_name is (schema.ts FOLD_FROM → FOLD_TO). */
const folded = (text: SQL) => sql`lower(translate(${text}, ${FOLD_FROM}, ${FOLD_TO}))`;

/** A word folded the same way and escaped for LIKE. */
const escaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (word: string) => sql`'%' || ${folded(sql`${escaped(word)}::text`)} || '%'`;
const startsWith = (word: string) => sql`${folded(sql`${escaped(word)}::text`)} || '%'`;

/** Every word of the query is in the text. */
const holdsAll = (text: SQL, words: string[]) =>
  and(...words.map((word) => sql`${folded(text)} like ${contains(word)}`)) as SQL;

/** The query's words (at most 8); none for a blank query. */
function searchWords(query: string): string[] {
  return query.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** Takes from each list in turn (each already best first) until `limit`: no kind crowds the others out. */
export function interleave<T>(lists: T[][], limit: number): T[] {
  const out: T[] = [];
  for (let i = 0; out.length < limit && lists.some((list) => i < list.length); i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined && out.length < limit) out.push(item);
    }
  }
  return out;
}

/**
 * §2 global search over the content a member may open: upcoming events that have not ended, active support
 * groups, active health heroes and active catalogue items. Names are compared lower-cased with accents stripped in
 * SQL; event and group names in the member's language (or English). Each kind is one bounded, ordered statement.
 */
export function searchService(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;

  /** A translated name in `locale`, else the English column. */
  const localName = (name: SQLWrapper, translations: SQLWrapper, locale: Locale) =>
    locale === 'en'
      ? sql`${name}`
      : sql`coalesce(nullif(${translations} -> ${locale}::text ->> 'name', ''), ${name})`;

  /** Names starting with the first word first, then by name. */
  const ranked = (title: SQL, first: string) => [
    desc(sql`${folded(title)} like ${startsWith(first)}`),
    asc(title),
  ];

  return {
    async search(query: string, locale: Locale): Promise<SearchResult[]> {
      const words = searchWords(query);
      const first = words[0];
      if (first === undefined) return [];

      const eventName = localName(events.name, events.translations, locale);
      const groupName = localName(supportGroups.name, supportGroups.translations, locale);
      const heroName = sql`${healthHeroes.name}`;
      const itemName = localName(catalogItems.name, catalogItems.translations, locale);
      const matches = (local: SQL, english: SQL) =>
        locale === 'en' ? holdsAll(english, words) : or(holdsAll(local, words), holdsAll(english, words));

      const [eventRows, groupRows, heroRows, itemRows] = await Promise.all([
        db
          .select({ id: events.id, title: eventName })
          .from(events)
          .where(
            and(
              eq(events.status, 'upcoming'),
              gt(events.endTime, clock()),
              matches(eventName, sql`${events.name}`),
            ),
          )
          .orderBy(...ranked(eventName, first))
          .limit(MAX_SEARCH_RESULTS),
        db
          .select({ id: supportGroups.id, title: groupName })
          .from(supportGroups)
          .where(and(eq(supportGroups.isActive, true), matches(groupName, sql`${supportGroups.name}`)))
          .orderBy(...ranked(groupName, first))
          .limit(MAX_SEARCH_RESULTS),
        db
          .select({ id: healthHeroes.id, title: healthHeroes.name })
          .from(healthHeroes)
          .where(and(eq(healthHeroes.isActive, true), holdsAll(heroName, words)))
          .orderBy(...ranked(heroName, first))
          .limit(MAX_SEARCH_RESULTS),
        db
          .select({ id: catalogItems.id, kind: catalogItems.kind, title: itemName })
          .from(catalogItems)
          .where(and(eq(catalogItems.isActive, true), matches(itemName, sql`${catalogItems.name}`)))
          .orderBy(...ranked(itemName, first))
          .limit(MAX_SEARCH_RESULTS),
      ]);

      const of = (kind: SearchResult['kind']) => (row: { id: string | number; title: unknown }) => ({
        kind,
        id: String(row.id),
        title: String(row.title),
      });
      return interleave<SearchResult>(
        [
          eventRows.map(of('event')),
          groupRows.map(of('group')),
          heroRows.map(of('hero')),
          itemRows.map((row) => of(row.kind)(row)),
        ],
        MAX_SEARCH_RESULTS,
      );
    },
  };
}
