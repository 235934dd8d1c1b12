import { ConfirmDialog } from '../../components/ConfirmDialog';

export interface HeroLimitDialogLabels {
  /** §8's alert, its two sentences. */
  title: string;
  message: string;
  upgradeNow: string;
  cancel: string;
}

export const defaultHeroLimitDialogLabels: HeroLimitDialogLabels = {
  title: 'You have exceeded the limit to get the Health Hero Session.',
  message: 'Kindly upgrade your Membership package to get more Sessions.',
  upgradeNow: 'Upgrade Now',
  cancel: 'Cancel',
};

export interface HeroLimitDialogProps {
  open: boolean;
  /** 'Upgrade Now' (to /packages). */
  onUpgrade: () => void;
  onCancel: () => void;
  labels?: Partial<HeroLimitDialogLabels>;
}

/** §4 / §8: the member's package allows no more health hero sessions; Upgrade Now or Cancel. */
export function HeroLimitDialog({ open, onUpgrade, onCancel, labels }: HeroLimitDialogProps) {
  const text = { ...defaultHeroLimitDialogLabels, ...labels };
  return (
    <ConfirmDialog
      open={open}
      title={text.title}
      message={text.message}
      confirmLabel={text.upgradeNow}
      cancelLabel={text.cancel}
      onConfirm={onUpgrade}
      onCancel={onCancel}
    />
  );
}
