export const WSG_LIST_PATH = '/wsg/all';
const WSG_DETAILS_PATH = '/wsg/groupDetails';
export const MY_WSG_PATH = '/wsg/myGroup';
export const APPLY_NEW_GROUP_PATH = '/wsg/applyForNew';

/** The details screen takes the group's id in the address, so a reload or a shared link still works. */
export const wsgDetailsPath = (id: string) => `${WSG_DETAILS_PATH}?${new URLSearchParams({ id })}`;
