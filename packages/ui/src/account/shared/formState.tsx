/**
 * The form state the account forms need (values, touched fields, form-level validation, submit), in place of
 * react-final-form: these forms use none of its subscriptions, arrays or async validation, and its two packages
 * were ~10 KB of gzip on every first visit (the sign-in page's included). It keeps final-form's conventions that
 * the forms and their tests rely on: an emptied text field is absent from the values, a field's error shows once
 * it has been left or a submit was tried, the form is pristine while every value is its initial one, and new
 * initial values (a profile that arrives or changes) start the form again.
 */
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';

type AnyValues = Record<string, unknown>;
/** What a form-level `validate` returns: a message per invalid field (absent key = valid). */
type Errors = Partial<Record<string, unknown>>;

interface FormContextValue {
  values: AnyValues;
  errors: Errors;
  touched: ReadonlySet<string>;
  submitFailed: boolean;
  invalid: boolean;
  pristine: boolean;
  change(name: string, value: unknown): void;
  blur(name: string): void;
}

const FormContext = createContext<FormContextValue | null>(null);

function useFormContext(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field or FormSubmit must be inside a Form');
  return form;
}

const shallowEqual = (a: AnyValues | undefined, b: AnyValues | undefined) => {
  if (a === b) return true;
  const keysA = Object.keys(a ?? {});
  const keysB = Object.keys(b ?? {});
  return keysA.length === keysB.length && keysA.every((key) => Object.is(a?.[key], b?.[key]));
};

export interface FormProps<Values extends object> {
  onSubmit: (values: Values) => void;
  validate?: (values: Values) => Partial<Record<keyof Values, unknown>> | object;
  initialValues?: Partial<Values>;
  render: (form: { handleSubmit: (event?: FormEvent) => void }) => ReactNode;
}

/** Holds a form's values and hands its fields (FormField, useFormStatus) what they show. */
export function Form<Values extends object>({
  onSubmit,
  validate,
  initialValues,
  render,
}: FormProps<Values>) {
  const initial = initialValues as AnyValues | undefined;
  const [started, setStarted] = useState(initial);
  const [values, setValues] = useState<AnyValues>(() => ({ ...initial }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitFailed, setSubmitFailed] = useState(false);
  // New initial values (not merely a new object with the same ones) start the form again, as final-form does.
  if (!shallowEqual(started, initial)) {
    setStarted(initial);
    setValues({ ...initial });
  }

  const errors = useMemo(() => (validate?.(values as Values) ?? {}) as Errors, [validate, values]);
  const form = useMemo<FormContextValue>(() => {
    const invalid = Object.values(errors).some((error) => error !== undefined);
    const names = new Set([...Object.keys(values), ...Object.keys(started ?? {})]);
    const pristine = [...names].every((name) => Object.is(values[name], started?.[name]));
    return {
      values,
      errors,
      touched,
      submitFailed,
      invalid,
      pristine,
      change(name, value) {
        setValues((current) => {
          const next = { ...current };
          // An emptied field holds no value at all (final-form's default parse): "required" sees it missing.
          if (value === '' || value === undefined) delete next[name];
          else next[name] = value;
          return next;
        });
      },
      blur(name) {
        setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
      },
    };
  }, [values, errors, touched, submitFailed, started]);

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    // An invalid form shows every field's error instead of submitting.
    if (form.invalid) {
      setSubmitFailed(true);
      return;
    }
    onSubmit({ ...values } as Values);
  };
  return <FormContext.Provider value={form}>{render({ handleSubmit })}</FormContext.Provider>;
}

/** Whether the form holds an error and whether it is unchanged (for its submit button). */
export function useFormStatus(): { invalid: boolean; pristine: boolean } {
  const { invalid, pristine } = useFormContext();
  return { invalid, pristine };
}

export interface FieldInput<T> {
  name: string;
  value: T | '';
  /** For `type="checkbox"`: whether it is ticked. */
  checked?: boolean;
  /** Takes the control's change event or the new value itself. */
  onChange: (
    eventOrValue: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> | T,
  ) => void;
  onBlur: () => void;
  onFocus: () => void;
}

export interface FieldMeta {
  /** Left once, or a submit was tried. */
  touched: boolean;
  error: unknown;
}

const isChangeEvent = (value: unknown): value is ChangeEvent<HTMLInputElement> =>
  typeof value === 'object' && value !== null && 'nativeEvent' in value && 'target' in value;

/** One field of the enclosing Form, handed to `children` as final-form's `input` and `meta`. */
export function FormField<T = string>({
  name,
  type,
  children,
}: {
  name: string;
  type?: 'checkbox';
  children: (field: { input: FieldInput<T>; meta: FieldMeta }) => ReactNode;
}) {
  const form = useFormContext();
  const value = form.values[name] as T | undefined;
  const input: FieldInput<T> = {
    name,
    value: value ?? '',
    ...(type === 'checkbox' ? { checked: Boolean(value) } : {}),
    onChange(eventOrValue) {
      if (!isChangeEvent(eventOrValue)) return form.change(name, eventOrValue);
      const target = eventOrValue.target;
      form.change(name, type === 'checkbox' ? target.checked : target.value);
    },
    onBlur: () => form.blur(name),
    onFocus: () => {},
  };
  const meta: FieldMeta = { touched: form.submitFailed || form.touched.has(name), error: form.errors[name] };
  return <>{children({ input, meta })}</>;
}
