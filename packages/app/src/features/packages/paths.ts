export const PACKAGES_PATH = '/packages';
