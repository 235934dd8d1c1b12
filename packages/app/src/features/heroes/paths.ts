export const HERO_LIST_PATH = '/healthHero/healthHeroList';
export const HERO_DETAILS_PATH = '/healthHero/sessionDetails';
export const HERO_APPLY_PATH = '/healthHero/apply';
export const HERO_SESSIONS_PATH = '/healthHero/registered/list';
export const BECOME_HERO_PATH = '/become/healthHero';

/** Details and the request form take the hero's id in the address, so a reload or a shared link still works. */
export const heroDetailsPath = (id: string) => `${HERO_DETAILS_PATH}?${new URLSearchParams({ id })}`;
export const heroApplyPath = (id: string) => `${HERO_APPLY_PATH}?${new URLSearchParams({ id })}`;
