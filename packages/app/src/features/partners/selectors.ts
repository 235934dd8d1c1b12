import type { Partner } from '@wellness/api';

/** §2: the name search (any case, accents and all, only when non-empty) and the type filter ('' is All). */
export function filterPartners(partners: readonly Partner[], keyword: string, type: string): Partner[] {
  const term = keyword.trim().toLocaleLowerCase();
  return partners.filter(
    (partner) =>
      (term === '' || partner.name.toLocaleLowerCase().includes(term)) &&
      (type === '' || String(partner.type) === type),
  );
}
