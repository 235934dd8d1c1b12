import { Field as FinalField, Form } from 'react-final-form';
import { enumValues } from '@wellness/api/rules';
import type { EventCategory, WsgProposalRequest } from '@wellness/api';
import { Button } from '../../components/Button';
import {
  controlOf,
  fieldError,
  FormActions,
  FormAlert,
  FormFullWidth,
  FormLayout,
  FormNotice,
  FormRoot,
  HeaderGroup,
  Heading,
  Lead,
  textOf,
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
/** The form's state: the text of every control (final-form holds an emptied one as undefined). */
type Draft = Partial<Record<Field | 'description' | 'membershipLevel', string>>;

/** §5's rules: groupName, groupCategory, state and city required; the number of members a whole number ≥ 0. */
export function validateNewGroup(
  values: Draft,
  messages: NewGroupFormMessages = defaultNewGroupFormMessages,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const members = textOf(values.numberOfMembers);
  if (!textOf(values.groupName)) errors.groupName = messages.required;
  if (!values.groupCategory) errors.groupCategory = messages.required;
  if (members && (!Number.isInteger(Number(members)) || Number(members) < 0))
    errors.numberOfMembers = messages.membersMin;
  if (!textOf(values.state)) errors.state = messages.required;
  if (!textOf(values.city)) errors.city = messages.required;
  return errors;
}

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
  const locked = busy || disabled;

  const submit = (values: Draft) => {
    if (locked) return;
    const description = textOf(values.description);
    const members = textOf(values.numberOfMembers);
    onSubmit({
      groupName: textOf(values.groupName),
      ...(description ? { description } : {}),
      groupCategory: values.groupCategory as EventCategory,
      ...(members ? { numberOfMembers: Number(members) } : {}),
      state: textOf(values.state),
      city: textOf(values.city),
      ...(values.membershipLevel ? { membershipLevel: values.membershipLevel } : {}),
    });
  };

  return (
    <Form<Draft>
      onSubmit={submit}
      validate={(values) => validateNewGroup(values, rules)}
      render={({ handleSubmit }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-label={text.title} aria-busy={busy || undefined}>
          <HeaderGroup>
            <Heading>{text.title}</Heading>
            <Lead>{text.lead}</Lead>
          </HeaderGroup>
          {notice && <FormNotice>{notice}</FormNotice>}
          {error && <FormAlert>{error}</FormAlert>}
          <FormLayout columns={2}>
            <FormFullWidth>
              <FinalField<string> name="groupName">
                {({ input, meta }) => (
                  <TextField
                    label={text.groupName}
                    required
                    maxLength={120}
                    {...controlOf(input)}
                    errorText={fieldError(meta)}
                    disabled={locked}
                  />
                )}
              </FinalField>
            </FormFullWidth>
            <FormFullWidth>
              <FinalField<string> name="description">
                {({ input }) => (
                  <TextField
                    multiline
                    rows={4}
                    label={text.description}
                    maxLength={2000}
                    value={input.value}
                    onChange={input.onChange}
                    disabled={locked}
                  />
                )}
              </FinalField>
            </FormFullWidth>
            <FinalField<string> name="groupCategory">
              {({ input, meta }) => (
                <Select
                  label={text.groupCategory}
                  placeholder={text.select}
                  required
                  options={groupCategories.map((value) => ({ value, label: categoryLabel(value) }))}
                  {...controlOf(input)}
                  errorText={fieldError(meta, { onChange: true })}
                  disabled={locked}
                />
              )}
            </FinalField>
            <FinalField<string> name="numberOfMembers">
              {({ input, meta }) => (
                <TextField
                  label={text.numberOfMembers}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={locked}
                />
              )}
            </FinalField>
            <FinalField<string> name="state">
              {({ input, meta }) => (
                <TextField
                  label={text.state}
                  required
                  maxLength={100}
                  autoComplete="address-level1"
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={locked}
                />
              )}
            </FinalField>
            <FinalField<string> name="city">
              {({ input, meta }) => (
                <TextField
                  label={text.city}
                  required
                  maxLength={100}
                  autoComplete="address-level2"
                  {...controlOf(input)}
                  errorText={fieldError(meta)}
                  disabled={locked}
                />
              )}
            </FinalField>
            <FinalField<string> name="membershipLevel">
              {({ input }) => (
                <Select
                  label={text.membershipLevel}
                  placeholder={text.anyLevel}
                  options={membershipLevels.map((pkg) => ({ value: pkg.uuid, label: pkg.name }))}
                  value={input.value}
                  onChange={input.onChange}
                  disabled={locked}
                />
              )}
            </FinalField>
          </FormLayout>
          <FormActions>
            <Button type="submit" busy={busy} busyLabel={text.busy} disabled={disabled}>
              {text.submit}
            </Button>
          </FormActions>
        </FormRoot>
      )}
    />
  );
}
