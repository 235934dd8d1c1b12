import { useIntl } from 'react-intl';
import type { StaffEventFormLabels } from '@wellness/ui/staff';

/** The event statuses as the staff console names them. */
export function useEventStatusWords() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return {
    draft: t('app.programme.status.draft'),
    upcoming: t('app.programme.status.upcoming'),
    completed: t('app.programme.status.completed'),
    cancelled: t('app.programme.status.cancelled'),
  };
}

/** The event form's words in the staff member's language. */
export function useEventFormWords(): StaffEventFormLabels {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `app.programme.form.${id}` }, values);
  return {
    required: t('required'),
    endBeforeStart: t('endBeforeStart'),
    priceInvalid: t('priceInvalid'),
    capacityInvalid: t('capacityInvalid'),
    linkInvalid: t('linkInvalid'),
    languages: { en: t('english'), tr: t('turkish'), ar: t('arabic') },
    title: t('title'),
    description: t('description'),
    descriptionHelper: t('descriptionHelper'),
    translationHelper: t('translationHelper'),
    details: t('details'),
    category: t('category'),
    noCategory: t('noCategory'),
    mode: t('mode'),
    modes: { Online: t('modeOnline'), 'In-Person': t('modeInPerson'), Hybrid: t('modeHybrid') },
    startsAt: t('startsAt'),
    endsAt: t('endsAt'),
    price: t('price'),
    priceHelper: t('priceHelper'),
    capacity: t('capacity'),
    capacityHelper: t('capacityHelper'),
    package: t('package'),
    choosePackage: t('choosePackage'),
    allowRegistration: t('allowRegistration'),
    picture: t('picture'),
    pictureHelper: t('pictureHelper'),
    chooseFile: t('chooseFile'),
    noFile: t('noFile'),
    uploading: t('uploading'),
    uploadFailed: t('uploadFailed'),
    removePicture: t('removePicture'),
    speakers: t('speakers'),
    addSpeaker: t('addSpeaker'),
    speakerName: t('speakerName'),
    speakerRole: t('speakerRole'),
    roles: { speaker: t('roleSpeaker'), moderator: t('roleModerator') },
    designation: t('designation'),
    speakerDescription: t('speakerDescription'),
    link: t('link'),
    removeSpeaker: (name) => t('removeSpeaker', { name }),
    saveDraft: t('saveDraft'),
    publish: t('publish'),
    save: t('save'),
    saving: t('saving'),
    cancel: t('cancel'),
  };
}
