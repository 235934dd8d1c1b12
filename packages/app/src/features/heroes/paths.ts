export const HERO_LIST_PATH = '/healthHero/healthHeroList';
const HERO_DETAILS_PATH = '/healthHero/sessionDetails';
const HERO_APPLY_PATH = '/healthHero/apply';

/** Details and the request form take the hero's id in the address, so a reload or a shared link still works. */
export const heroDetailsPath = (id: string) => `${HERO_DETAILS_PATH}?${new URLSearchParams({ id })}`;
export const heroApplyPath = (id: string) => `${HERO_APPLY_PATH}?${new URLSearchParams({ id })}`;

/** An accepted hero's own page: the session requests made to them and their upcoming sessions. */
export const HERO_OWN_SESSIONS_PATH = '/healthHero/mySessions';
