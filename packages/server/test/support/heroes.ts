import { and, eq } from 'drizzle-orm';
import { packages } from '../../src/db/schema.js';
import type { TestServer } from './server.js';

/**
 * The become-a-hero fields the hero profile shows (issue 31: none blank), with the Explorer package as the
 * required membership; `form` gets each, `diseaseType` once per type.
 */
export async function appendHeroProfileFields(server: Pick<TestServer, 'db'>, form: FormData) {
  const [explorer] = await server.db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.name, 'Explorer'), eq(packages.isActive, true)));
  form.append('experience', 'Ten years as a diabetes educator.');
  form.append('reasonForMentoring', 'I reversed my own type 2 diabetes.');
  form.append('diseaseType', 'Type 2 diabetes');
  form.append('diseaseType', 'Hypertension');
  form.append('packageUuid', explorer!.id);
  return form;
}
