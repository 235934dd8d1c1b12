import { useState, type FormEvent } from 'react';
import { enumValues } from '@wellness/api/rules';
import type { EventCategory, WsgProposalRequest } from '@wellness/api';
import { Button } from '../../components/Button';
import {
  FormActions,
  FormAlert,
  FormFullWidth,
  FormLayout,
  FormNotice,
  FormRoot,
  HeaderGroup,
  Heading,
  Lead,
} from '../../components/FormLayout';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';

/** What the form sends: POST /user/supportGroup/proposal (openapi.yaml WsgProposalRequest). */
export type NewGroupValues = WsgProposalRequest;

/** The twelve group categories (the events' list without 'All'). */
export const groupCategories: readonly EventCategory[] = enumValues.EventCategory;

export interface NewGroupFormLabels {
  title: string;
  lead: string;
  groupName: string;
  description: string;
  groupCategory: string;
  numberOfMembers: string;
  state: string;
  city: string;
  membershipLevel: string;
  select: string;
  anyLevel: string;
  submit: string;
  busy: string;
}

export const defaultNewGroupFormLabels: NewGroupFormLabels = {
  title: 'Apply New Group',
  lead: 'Propose a wellness support group; our team reviews every proposal.',
  groupName: 'Group Name',
  description: 'Description',
  groupCategory: 'Category',
  numberOfMembers: 'Number of Members',
  state: 'State',
  city: 'City',
  membershipLevel: 'Membership Level',
  select: 'Select',
  anyLevel: 'Any membership',
  submit: 'Save',
  busy: 'Saving...',
};

export interface NewGroupFormMessages {
  required: string;
  membersMin: string;
}

export const defaultNewGroupFormMessages: NewGroupFormMessages = {
  required: 'This field is required',
  membersMin: 'Must be 0 or more',
};

export interface NewGroupFormProps {
  onSubmit: (values: NewGroupValues) => void;
  /** The membership packages a group can be badged with (uuid and name). */
  membershipLevels?: { uuid: string; name: string }[];
  busy?: boolean;
  /** Nothing can be sent (e.g. the packages are still being read). */
  disabled?: boolean;
  /** The server's refusal, above the fields. */
  error?: string;
  /** The last proposal was saved: this confirmation above the (emptied) fields. */
  notice?: string;
  /** A category in the member's language. */
  categoryLabel?: (category: EventCategory) => string;
  labels?: Partial<NewGroupFormLabels>;
  messages?: Partial<NewGroupFormMessages>;
}

type Field = 'groupName' | 'groupCategory' | 'numberOfMembers' | 'state' | 'city';

/**
 * /wsg/applyForNew (§2, §5): group name, description, category, number of members, state, city and membership
 * level; groupName, groupCategory, state and city required, the number of members at least 0. The spec's form
 * only alerted; this one sends a proposal that staff turn into a group.
 */
export function NewGroupForm({
  onSubmit,
  membershipLevels = [],
  busy = false,
  disabled = false,
  error,
  notice,
  categoryLabel = (category) => category,
  labels,
  messages,
}: NewGroupFormProps) {
  const text = { ...defaultNewGroupFormLabels, ...labels };
  const rules = { ...defaultNewGroupFormMessages, ...messages };
  const [groupName, setGroupName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [members, setMembers] = useState('');
  const [state, setState] = useState('');
  const [city, setCity] = useState('');
  const [level, setLevel] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const locked = busy || disabled;

  const errors: Partial<Record<Field, string>> = {};
  if (!groupName.trim()) errors.groupName = rules.required;
  if (!category) errors.groupCategory = rules.required;
  if (members.trim() && (!Number.isInteger(Number(members)) || Number(members) < 0))
    errors.numberOfMembers = rules.membersMin;
  if (!state.trim()) errors.state = rules.required;
  if (!city.trim()) errors.city = rules.required;
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    setTouched({ groupName: true, groupCategory: true, numberOfMembers: true, state: true, city: true });
    if (Object.keys(errors).length > 0) return;
    onSubmit({
      groupName: groupName.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      groupCategory: category as EventCategory,
      ...(members.trim() ? { numberOfMembers: Number(members) } : {}),
      state: state.trim(),
      city: city.trim(),
      ...(level ? { membershipLevel: level } : {}),
    });
  };

  return (
    <FormRoot onSubmit={submit} noValidate aria-label={text.title} aria-busy={busy || undefined}>
      <HeaderGroup>
        <Heading>{text.title}</Heading>
        <Lead>{text.lead}</Lead>
      </HeaderGroup>
      {notice && <FormNotice>{notice}</FormNotice>}
      {error && <FormAlert>{error}</FormAlert>}
      <FormLayout columns={2}>
        <FormFullWidth>
          <TextField
            label={text.groupName}
            required
            maxLength={120}
            value={groupName}
            onChange={(event) => setGroupName(event.target.value)}
            onBlur={touch('groupName')}
            errorText={shown('groupName')}
            disabled={locked}
          />
        </FormFullWidth>
        <FormFullWidth>
          <TextField
            multiline
            rows={4}
            label={text.description}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={locked}
          />
        </FormFullWidth>
        <Select
          label={text.groupCategory}
          placeholder={text.select}
          required
          options={groupCategories.map((value) => ({ value, label: categoryLabel(value) }))}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            touch('groupCategory')();
          }}
          onBlur={touch('groupCategory')}
          errorText={shown('groupCategory')}
          disabled={locked}
        />
        <TextField
          label={text.numberOfMembers}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={members}
          onChange={(event) => setMembers(event.target.value)}
          onBlur={touch('numberOfMembers')}
          errorText={shown('numberOfMembers')}
          disabled={locked}
        />
        <TextField
          label={text.state}
          required
          maxLength={100}
          autoComplete="address-level1"
          value={state}
          onChange={(event) => setState(event.target.value)}
          onBlur={touch('state')}
          errorText={shown('state')}
          disabled={locked}
        />
        <TextField
          label={text.city}
          required
          maxLength={100}
          autoComplete="address-level2"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          onBlur={touch('city')}
          errorText={shown('city')}
          disabled={locked}
        />
        <Select
          label={text.membershipLevel}
          placeholder={text.anyLevel}
          options={membershipLevels.map((pkg) => ({ value: pkg.uuid, label: pkg.name }))}
          value={level}
          onChange={(event) => setLevel(event.target.value)}
          disabled={locked}
        />
      </FormLayout>
      <FormActions>
        <Button type="submit" busy={busy} busyLabel={text.busy} disabled={disabled}>
          {text.submit}
        </Button>
      </FormActions>
    </FormRoot>
  );
}
