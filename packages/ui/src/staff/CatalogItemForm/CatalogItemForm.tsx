import { useState } from 'react';
import styled from 'styled-components';
import { Field as FinalField, Form, useForm } from 'react-final-form';
import type { CatalogImage, CatalogItemStatus, CatalogKind } from '@wellness/api';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { controlOf, fieldError, FormActions, FormAlert } from '../../components/FormLayout';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { CatalogGallery, type CatalogGalleryLabels } from '../CatalogGallery';
import {
  defaultCatalogItemMessages,
  ITEM_LANGUAGES,
  itemBodyOf,
  validateCatalogItem,
  type CatalogItemDraft,
  type CatalogItemMessages,
  type ItemLanguage,
} from './catalogItemRules';

export interface CatalogItemFormLabels {
  title: string;
  basics: string;
  texts: string;
  prices: string;
  stock: string;
  kind: string;
  kinds: Record<CatalogKind, string>;
  status: string;
  statuses: Record<CatalogItemStatus, string>;
  languages: Record<ItemLanguage, string>;
  name: string;
  shortDescription: string;
  description: string;
  htmlHint: string;
  fallbackHint: string;
  regularPrice: string;
  salePrice: string;
  salePriceHint: string;
  stockQuantity: string;
  stockQuantityHint: string;
  lowStockThreshold: string;
  lowStockThresholdHint: string;
  categories: string;
  externalUrl: string;
  externalUrlHint: string;
  featured: string;
  save: string;
  busy: string;
  cancel: string;
}

export const defaultCatalogItemFormLabels: CatalogItemFormLabels = {
  title: 'Item',
  basics: 'The item',
  texts: 'Names and descriptions',
  prices: 'Prices',
  stock: 'Stock',
  kind: 'Kind',
  kinds: { product: 'Product', service: 'Service', affiliate: 'Affiliate item' },
  status: 'Status',
  statuses: { draft: 'Draft', published: 'Published', archived: 'Archived' },
  languages: { en: 'English', tr: 'Turkish', ar: 'Arabic' },
  name: 'Name',
  shortDescription: 'Short description',
  description: 'Description',
  htmlHint: 'Simple HTML: paragraphs, lists, bold, links.',
  fallbackHint: 'Left empty, members see the English text.',
  regularPrice: 'Regular price ($)',
  salePrice: 'Sale price ($)',
  salePriceHint: 'Below the regular price; empty for none.',
  stockQuantity: 'Units in stock',
  stockQuantityHint: 'Empty: not counted (services, affiliate items).',
  lowStockThreshold: 'Low-stock threshold',
  lowStockThresholdHint: 'Listed as low stock at or below this many units.',
  categories: 'Categories',
  externalUrl: 'Partner website',
  externalUrlHint: 'Where members buy it, including https://',
  featured: 'Featured on the marketplace',
  save: 'Save',
  busy: 'Saving...',
  cancel: 'Cancel',
};

export interface CatalogItemFormProps {
  initialValues: CatalogItemDraft;
  /** Adding a new item (its first stock count is asked) rather than changing one. */
  adding?: boolean;
  /** The categories to choose from; those under the kind's all-category (16, 58, 93) are offered. */
  categories: readonly { id: number; name: string; parent: number }[];
  onSubmit: (body: ReturnType<typeof itemBodyOf>) => void;
  onCancel?: () => void;
  /** Uploads pictures (one call each) and answers what the server stored, in order. */
  onUpload: (files: File[]) => Promise<CatalogImage[]>;
  busy?: boolean;
  /** For the roles that read the catalogue but may not write it (support): no Save, nothing editable. */
  readOnly?: boolean;
  /** The server's refusal, shown above the fields. */
  error?: string;
  labels?: Partial<CatalogItemFormLabels>;
  galleryLabels?: Partial<CatalogGalleryLabels>;
  messages?: Partial<CatalogItemMessages>;
}

const ROOT_OF: Record<CatalogKind, number> = { product: 16, service: 58, affiliate: 93 };

const FormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  min-inline-size: 0;

  & > legend {
    padding-inline: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** Fields side by side on a wide screen, one under the other on a phone. */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

/** Each language's field is written in its own direction. */
const DIR: Record<ItemLanguage, 'ltr' | 'rtl'> = { en: 'ltr', tr: 'ltr', ar: 'rtl' };

/**
 * An item as staff write it: kind and status, the names and descriptions in English, Turkish and Arabic side by
 * side (English required, the others falling back to it), prices (sale below regular), the stock count when
 * adding, categories of the kind, the partner's website for affiliate items, and the ordered gallery.
 */
export function CatalogItemForm({
  initialValues,
  adding = false,
  categories,
  onSubmit,
  onCancel,
  onUpload,
  busy: saving = false,
  readOnly = false,
  error,
  labels,
  galleryLabels,
  messages,
}: CatalogItemFormProps) {
  const text = { ...defaultCatalogItemFormLabels, ...labels };
  // Every control is disabled while saving, and always for a reader.
  const busy = saving || readOnly;
  const rules = { ...defaultCatalogItemMessages, ...messages };

  const textField = (
    name: string,
    label: string,
    extra: {
      required?: boolean;
      multiline?: boolean;
      helperText?: string;
      dir?: 'ltr' | 'rtl';
      inputMode?: 'decimal' | 'numeric' | 'url';
      lang?: string;
    } = {},
  ) => (
    <FinalField<string> name={name} key={name}>
      {({ input, meta }) =>
        extra.multiline ? (
          <TextField
            multiline
            rows={4}
            label={label}
            name={name}
            dir={extra.dir}
            lang={extra.lang}
            helperText={extra.helperText}
            {...controlOf(input)}
            value={input.value ?? ''}
            errorText={fieldError(meta)}
            disabled={busy}
          />
        ) : (
          <TextField
            label={label}
            name={name}
            required={extra.required}
            dir={extra.dir}
            lang={extra.lang}
            inputMode={extra.inputMode}
            helperText={extra.helperText}
            {...controlOf(input)}
            value={input.value ?? ''}
            errorText={fieldError(meta)}
            disabled={busy}
          />
        )
      }
    </FinalField>
  );

  const perLanguage = (field: 'name' | 'short_description' | 'description', label: string) => (
    <Row>
      {ITEM_LANGUAGES.map((language) =>
        textField(`${field}.${language}`, `${label} (${text.languages[language]})`, {
          required: field === 'name' && language === 'en',
          multiline: field !== 'name',
          dir: DIR[language],
          lang: language,
        }),
      )}
    </Row>
  );

  return (
    <Form<CatalogItemDraft>
      initialValues={initialValues}
      onSubmit={(values) => {
        if (!busy) onSubmit(itemBodyOf(values, adding));
      }}
      validate={(values) => validateCatalogItem(values, rules)}
      render={({ handleSubmit, values, form }) => (
        <FormRoot onSubmit={handleSubmit} noValidate aria-label={text.title}>
          {error && <FormAlert>{error}</FormAlert>}
          <Section>
            <legend>{text.basics}</legend>
            <Row>
              <FinalField<CatalogKind> name="kind">
                {({ input }) => (
                  <Select
                    label={text.kind}
                    name="kind"
                    options={(['product', 'service', 'affiliate'] as const).map((kind) => ({
                      value: kind,
                      label: text.kinds[kind],
                    }))}
                    value={input.value}
                    onChange={(event) => {
                      form.batch(() => {
                        input.onChange(event.target.value);
                        // Categories belong to one kind.
                        form.change('categories', []);
                      });
                    }}
                    disabled={busy}
                  />
                )}
              </FinalField>
              <FinalField<CatalogItemStatus> name="status">
                {({ input }) => (
                  <Select
                    label={text.status}
                    name="status"
                    options={(['draft', 'published', 'archived'] as const).map((status) => ({
                      value: status,
                      label: text.statuses[status],
                    }))}
                    {...controlOf(input)}
                    disabled={busy}
                  />
                )}
              </FinalField>
            </Row>
            <FinalField<number[]> name="categories">
              {({ input }) => {
                const offered = categories.filter((c) => c.parent === ROOT_OF[values.kind]);
                return offered.length ? (
                  <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend>{text.categories}</legend>
                    <Choices>
                      {offered.map((category) => (
                        <Checkbox
                          key={category.id}
                          label={category.name}
                          checked={input.value.includes(category.id)}
                          disabled={busy}
                          onChange={(event) =>
                            input.onChange(
                              event.target.checked
                                ? [...input.value, category.id]
                                : input.value.filter((id) => id !== category.id),
                            )
                          }
                        />
                      ))}
                    </Choices>
                  </fieldset>
                ) : null;
              }}
            </FinalField>
            {values.kind === 'affiliate' &&
              textField('external_url', text.externalUrl, {
                required: true,
                dir: 'ltr',
                inputMode: 'url',
                helperText: text.externalUrlHint,
              })}
            <FinalField<boolean> name="featured" type="checkbox">
              {({ input }) => (
                <Checkbox
                  label={text.featured}
                  name="featured"
                  checked={input.checked}
                  onChange={input.onChange}
                  disabled={busy}
                />
              )}
            </FinalField>
          </Section>

          <Section>
            <legend>{text.texts}</legend>
            <Hint>{text.fallbackHint}</Hint>
            {perLanguage('name', text.name)}
            <Hint>{text.htmlHint}</Hint>
            {perLanguage('short_description', text.shortDescription)}
            {perLanguage('description', text.description)}
          </Section>

          <Section>
            <legend>{text.prices}</legend>
            <Row>
              {textField('regular_price', text.regularPrice, {
                required: true,
                dir: 'ltr',
                inputMode: 'decimal',
              })}
              {textField('sale_price', text.salePrice, {
                dir: 'ltr',
                inputMode: 'decimal',
                helperText: text.salePriceHint,
              })}
            </Row>
          </Section>

          <Section>
            <legend>{text.stock}</legend>
            <Row>
              {adding &&
                textField('stock_quantity', text.stockQuantity, {
                  dir: 'ltr',
                  inputMode: 'numeric',
                  helperText: text.stockQuantityHint,
                })}
              {textField('low_stock_threshold', text.lowStockThreshold, {
                dir: 'ltr',
                inputMode: 'numeric',
                helperText: text.lowStockThresholdHint,
              })}
            </Row>
          </Section>

          <FinalField<CatalogImage[]> name="images">
            {({ input }) => (
              <GalleryField
                images={input.value}
                onChange={input.onChange}
                onUpload={onUpload}
                disabled={busy}
                labels={galleryLabels}
              />
            )}
          </FinalField>

          <FormActions>
            {onCancel && (
              <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
                {text.cancel}
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" busy={saving} busyLabel={text.busy}>
                {text.save}
              </Button>
            )}
          </FormActions>
        </FormRoot>
      )}
    />
  );
}

/** The gallery inside the form: uploads run here, and what the server stored is added in the chosen order. */
function GalleryField({
  images,
  onChange,
  onUpload,
  disabled,
  labels,
}: {
  images: CatalogImage[];
  onChange: (images: CatalogImage[]) => void;
  onUpload: (files: File[]) => Promise<CatalogImage[]>;
  disabled: boolean;
  labels?: Partial<CatalogGalleryLabels>;
}) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string>();
  // Read when an upload finishes: the gallery may have been reordered meanwhile.
  const form = useForm<CatalogItemDraft>();
  return (
    <CatalogGallery
      images={images}
      onChange={onChange}
      uploading={uploading}
      error={error}
      disabled={disabled}
      labels={labels}
      onAdd={(files) => {
        setUploading((n) => n + files.length);
        setError(undefined);
        onUpload(files)
          .then((stored) => onChange([...(form.getState().values.images ?? []), ...stored]))
          .catch((refusal: unknown) => setError(refusal instanceof Error ? refusal.message : String(refusal)))
          .finally(() => setUploading((n) => n - files.length));
      }}
    />
  );
}
