import { placeholderImages } from '../assets';
import type { Wsg } from '@wellness/api';

const starter = { uuid: 'pkg-starter', name: 'Starter', colour: '#16A34A', monthlyCost: 0 };
const explorer = { uuid: 'pkg-explorer', name: 'Explorer', colour: '#2563EB', monthlyCost: 8.25 };

const base = {
  groupLeader: 'leader-1',
  isActive: null,
  isRequested: false,
  status: null,
} as const;

/** Fixed story groups: committed images only. */
export const groups: Wsg[] = [
  {
    ...base,
    uuid: 'g-1',
    supportGroupUuid: 'g-1',
    name: 'Mindful Minds',
    description:
      'A weekly circle for anyone living with stress, anxiety or low mood. We practise grounding techniques together, share what helped during the week and keep each other company on the harder days.',
    coverImage: placeholderImages.meditation.src,
    groupCategory: 'Behavioral Health',
    groupLeaderDetails: { name: 'Dr. Maya Patel' },
    city: 'Austin',
    state: 'Texas',
    country: 'United States',
    numberOfMembers: 48,
    packages: [starter],
  },
  {
    ...base,
    uuid: 'g-2',
    supportGroupUuid: 'g-2',
    name: 'Nourish Together',
    description: 'Plan simple balanced meals and swap recipes.',
    coverImage: placeholderImages.healthyFood.src,
    groupCategory: 'Diet',
    groupLeaderDetails: { name: 'Priya Nair' },
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    numberOfMembers: 64,
    packages: [explorer],
  },
  {
    ...base,
    uuid: 'g-3',
    supportGroupUuid: 'g-3',
    name: 'Active Living',
    description: 'Small daily habits that add up: sleep, movement, screen time and time outdoors.',
    coverImage: placeholderImages.natureWalk.src,
    groupCategory: 'Lifestyle',
    groupLeaderDetails: { name: 'Sam Rivera' },
    city: 'Denver',
    state: 'Colorado',
    country: 'United States',
    numberOfMembers: 75,
    packages: [starter],
  },
];

export const pendingGroup: Wsg = { ...groups[1]!, isRequested: true, status: 'pending', isActive: null };
export const acceptedGroup: Wsg = { ...groups[0]!, isRequested: true, status: 'accepted', isActive: true };
